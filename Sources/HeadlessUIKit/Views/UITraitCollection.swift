/// Describes the environment a view is shown in; headless every view has the same one.
///
/// Mirrors `open class UITraitCollection : NSObject, @unchecked Sendable`, not main-actor
/// isolated, so a configuration state can carry it anywhere. HeadlessUIKit models no traits:
/// every collection is equal to every other, and a view's ``UIView/traitCollection`` is the
/// empty collection.
///
/// - Note: `@unchecked Sendable` as in UIKit; safe: it has no stored state.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Creates a trait collection with no traits specified.
  public override init() { super.init() }

  /// Returns whether another object is a trait collection; headless all are equal.
  open override func isEqual(_ object: Any?) -> Bool { object is UITraitCollection }

  /// Returns a hash consistent with ``isEqual(_:)``.
  open override var hash: Int { 0 }
}

extension UIView {
  /// The view's trait environment; headless the empty collection.
  @MainActor public var traitCollection: UITraitCollection { UITraitCollection() }
}
