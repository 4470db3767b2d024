import Foundation

/// Stops when a ``Reusable`` type shares one view, or one configuration bag, between rows.
///
/// Both are programmer errors that UIKit does not report: a cell returned for two rows moves to
/// the last one and leaves the other blank, and a bag returned by two configurations is
/// disposed when either cell shows another row, silently ending the other cell's
/// subscriptions. The kit stops at once with the cause and the fix.
enum SharedViewCheck {
  /// Stops when `makeAndConfigure()` returned a view the kit already shows or keeps.
  @MainActor static func requireNew(
    _ view: UIView, isKnown: Bool, of type: Any.Type, at indexPath: IndexPath
  ) {
    guard isKnown || view.superview != nil else { return }
    fatalError(
      "TableKit: \(String(reflecting: type)).makeAndConfigure() returned a view it had returned "
        + "before (again for the row at \(indexPath.section)-\(indexPath.row)); a view shows one "
        + "row at a time, so a shared view would leave the other rows blank. Make a new view in "
        + "each call to makeAndConfigure(): the kit reuses views itself.")
  }

  /// Adds the disposable a configuration returned to the configuration's bag, stopping when it
  /// is a ``DisposeBag`` that another live configuration already holds.
  static func keep(_ disposable: any Disposable, in configuration: DisposeBag) {
    guard let bag = disposable as? DisposeBag else {
      configuration += disposable
      return
    }
    let id = ObjectIdentifier(bag)
    guard registry.insert(id) else {
      fatalError(
        "TableKit: a configure closure returned a DisposeBag that another cell's configuration "
          + "still holds; when either cell shows another row the kit disposes the bag, ending "
          + "both cells' subscriptions. Return a new bag from each configure call "
          + "(let bag = DisposeBag(); …; return bag).")
    }
    configuration += bag
    let registry = registry
    configuration += { registry.remove(id) }
  }

  private static let registry = HeldBags()

  /// The bags held by live configurations.
  private final class HeldBags: @unchecked Sendable {
    // Unchecked: `ids` is only touched inside `lock`; configurations may end on any thread.
    private let lock = NSLock()
    private var ids: Set<ObjectIdentifier> = []

    func insert(_ id: ObjectIdentifier) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      return ids.insert(id).inserted
    }

    func remove(_ id: ObjectIdentifier) {
      lock.lock()
      defer { lock.unlock() }
      ids.remove(id)
    }
  }
}
