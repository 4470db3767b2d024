import TableKit

/// A table view whose batch animations finish only when the test says so, as on a device where
/// `performBatchUpdates`' completion runs after the animation.
final class DeferredAnimationTableView: UITableView {
  private(set) var batchCount = 0
  private var completions: [(Bool) -> Void] = []

  var hasAnimationsInFlight: Bool { !completions.isEmpty }

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    batchCount += 1
    super.performBatchUpdates(updates, completion: nil)
    if let completion { completions.append(completion) }
  }

  /// Finishes the animations in flight, in order.
  func finishAnimations() {
    while !completions.isEmpty { completions.removeFirst()(true) }
  }
}
