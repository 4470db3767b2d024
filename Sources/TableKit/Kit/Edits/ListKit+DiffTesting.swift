// Test seams of the off-main diff, for tests and benchmarks only: `@_spi(Testing) import TableKit`.

extension ListKit {
  /// Blocks until the diff of a large table running off the main actor ends, and applies its
  /// changes now rather than on the main actor's next turn; does nothing when no diff runs.
  /// Lets a benchmark measure the main actor's share of an update on a thread that never
  /// yields.
  @_spi(Testing) public func finishOffMainDiff() {
    pipeline.finishDiffNow()
  }
}
