// Test seams, for tests only: `@_spi(Testing) import TableKit`.

extension ListKit {
  /// Replaces UIKit's batch rules in the kit's pre-check: given the section row counts before
  /// and after an update, returns why UIKit would reject its batch, or nil to issue it. Nil
  /// puts UIKit's rules back. Lets a test reach the path where the kit reloads instead.
  @_spi(Testing) public var batchPrecheck: ((_ oldCounts: [Int], _ newCounts: [Int]) -> String?)? {
    get { nil }
    set {
      guard let newValue else {
        batchFailure = { $0.failure() }
        return
      }
      batchFailure = { newValue($0.oldCounts, $0.newCounts) }
    }
  }
}

/// Runs `body` and returns the warnings kits printed meanwhile (instead of printing them): the
/// messages of kits released while their views are on screen, say.
@_spi(Testing) @MainActor public func recordingKitWarnings(_ body: () -> Void) -> [String] {
  var warnings: [String] = []
  let previous = KitWarning.sink
  KitWarning.sink = { warnings.append($0) }
  defer { KitWarning.sink = previous }
  body()
  return warnings
}
