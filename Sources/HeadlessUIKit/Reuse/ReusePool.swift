/// Registers reusable view classes by identifier and keeps the views waiting to be reused.
///
/// Shared by table cells, header/footer views and collection views. UIKit keeps one pool per
/// identifier, takes the most recently enqueued view first (last in, first out), never lends
/// views between identifiers, and never shrinks a pool except on a memory warning
/// (Rules.md R-reuse-8). Registration is checked separately from the pool: a dequeue that
/// requires a registration fails for an unregistered identifier even when pooled views exist.
@MainActor struct ReusePool<View: UIView> {
  /// Where a dequeued view came from.
  enum Source: Equatable {
    /// The view was waiting in the pool; it gets `prepareForReuse()`.
    case recycled
    /// The view was created from its registered class.
    case created
  }

  private var registrations: [String: View.Type] = [:]
  private var waiting: [String: [View]] = [:]

  /// Registers a class for an identifier, or unregisters the identifier when `viewClass` is nil.
  ///
  /// - Returns: false when `viewClass` is not a subclass of `View`.
  mutating func register(_ viewClass: AnyClass?, forIdentifier identifier: String) -> Bool {
    guard let viewClass else {
      registrations[identifier] = nil
      return true
    }
    guard let typed = viewClass as? View.Type else { return false }
    registrations[identifier] = typed
    return true
  }

  /// Handles registering a nib: nil unregisters; a nib stops the process, headless.
  mutating func register(_ nib: UINib?, forIdentifier identifier: String) {
    guard let nib else {
      registrations[identifier] = nil
      return
    }
    UINib.stopUnavailable(nib.nibName)
  }

  /// Whether a class is registered for the identifier.
  func isRegistered(_ identifier: String) -> Bool { registrations[identifier] != nil }

  /// Returns the newest waiting view for the identifier, else a new instance of the registered
  /// class made by `make`, else nil.
  mutating func dequeue(
    _ identifier: String, make: (View.Type, String) -> View
  ) -> (view: View, source: Source)? {
    if let view = waiting[identifier]?.popLast() { return (view, .recycled) }
    guard let viewClass = registrations[identifier] else { return nil }
    return (make(viewClass, identifier), .created)
  }

  /// Puts a view back for reuse under its identifier.
  mutating func enqueue(_ view: View, identifier: String) {
    waiting[identifier, default: []].append(view)
  }

  /// The number of views waiting for an identifier.
  func waitingCount(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }
}
