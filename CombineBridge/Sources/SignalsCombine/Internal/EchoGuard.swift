import Synchronization

/// Lets one change at a time pass between the two sides of a two-way binding, so that a change
/// applied to one side is not echoed back to the other.
final class EchoGuard: Sendable {
  private let isPassing: Atomic<Bool>

  /// Creates a guard that is already passing a change, until ``open()``.
  init() {
    isPassing = Atomic(true)
  }

  /// Lets changes pass from now on.
  func open() {
    isPassing.store(false, ordering: .releasing)
  }

  /// Runs `change` unless another change is passing, which is then the one being echoed.
  func pass(_ change: () -> Void) {
    guard isPassing.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    else { return }
    change()
    open()
  }
}
