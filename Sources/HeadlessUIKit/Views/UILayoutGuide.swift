/// A rectangle in a view's coordinates that other layout can align to; headless it is set by the
/// view that owns it, never by constraints.
///
/// Mirrors `@MainActor open class UILayoutGuide : NSObject` (iOS 9) for reading: its
/// ``layoutFrame`` and ``owningView``.
@MainActor open class UILayoutGuide: NSObject {
  /// The guide's rectangle in its owning view's coordinates.
  open internal(set) var layoutFrame: CGRect = .zero
  /// The view the guide belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name for the guide, for debugging.
  open var identifier = ""

  /// Creates a guide with a zero frame and no owning view.
  public override init() { super.init() }
}
