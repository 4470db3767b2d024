/// Responds to events and takes part in first-responder status, headlessly.
///
/// Mirrors `@MainActor open class UIResponder : NSObject` for first-responder status:
/// `canBecomeFirstResponder` (default false), `becomeFirstResponder()`,
/// `canResignFirstResponder` (default true), `resignFirstResponder()` and `isFirstResponder`.
/// One responder at a time is first: becoming first asks the current one to resign, and fails
/// when it refuses (Rules.md R-control-8).
///
/// - Note: UIKit keeps one first responder per window; headless there is one for the process,
///   and a view need not be in a window to become it.
@MainActor open class UIResponder: NSObject {
  /// The responder that is first now, if any; weak, so a released field stops being first.
  private static weak var current: UIResponder?

  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder in the chain; nil here (UIKit's chain of views and controllers is not
  /// modelled).
  open var next: UIResponder? { nil }

  /// Whether the responder can become first responder; default false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first-responder status when asked; default true.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is the first responder.
  open var isFirstResponder: Bool { Self.current === self }

  /// Makes the responder the first responder, asking the current one to resign first.
  ///
  /// - Returns: Whether the responder is now first: false when ``canBecomeFirstResponder`` is
  ///   false or the current first responder refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if isFirstResponder { return true }
    if let current = Self.current, !current.resignFirstResponder() { return false }
    Self.current = self
    return true
  }

  /// Gives up first-responder status.
  ///
  /// - Returns: Whether the responder is no longer first: false when
  ///   ``canResignFirstResponder`` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if Self.current === self { Self.current = nil }
    return true
  }
}
