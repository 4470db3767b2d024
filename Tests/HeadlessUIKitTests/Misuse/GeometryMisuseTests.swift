import HeadlessUIKit
import Testing

/// A delegate whose row heights come from a closure.
@MainActor final class HeightDelegate: NSObject, UITableViewDelegate {
  let height: (IndexPath) -> CGFloat
  var estimate: ((IndexPath) -> CGFloat)?

  init(height: @escaping (IndexPath) -> CGFloat) { self.height = height }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    height(indexPath)
  }
}

/// Returns a laid-out 320 × 440 table of `rows` rows whose heights come from `height`.
@MainActor func heightTable(rows: Int = 5, height: @escaping (IndexPath) -> CGFloat)
  -> (UITableView, TableFixture, HeightDelegate)
{
  let fixture = TableFixture(rows: [rows])
  let delegate = HeightDelegate(height: height)
  fixture.table.delegate = delegate
  fixture.table.layoutIfNeeded()
  return (fixture.table, fixture, delegate)
}

/// Reads a stopped process's standard error.
func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Geometry that is not finite stops as Core Animation stops (Rules.md R-scroll-10); a finite
/// height, however large, is laid out.
@MainActor @Suite struct GeometryMisuseTests {
  @Test func aNaNRowHeightStopsWithCoreAnimationsPositionMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let (table, fixture, delegate) = heightTable { $0.row == 1 ? .nan : 44 }
        withExtendedLifetime((table, fixture, delegate)) {}
      }
    }
    #expect(
      standardError(result).contains(
        "*** Terminating app due to uncaught exception 'CALayerInvalidGeometry', reason: "
          + "'CALayer position contains NaN: [160 nan]'"))
  }

  @Test func anInfiniteRowHeightStopsWithCoreAnimationsNonFiniteMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let (table, fixture, delegate) = heightTable { $0.row == 2 ? .infinity : 44 }
        withExtendedLifetime((table, fixture, delegate)) {}
      }
    }
    #expect(
      standardError(result).contains(
        "'CALayerInvalidGeometry', reason: 'sublayer with non-finite position [160 inf]'"))
  }

  @Test func aNaNRowHeightPropertyStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [3])
        fixture.table.delegate = nil
        fixture.table.rowHeight = .nan
        fixture.table.estimatedRowHeight = 0
        fixture.table.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("CALayer position contains NaN: [160 nan]"))
  }

  @Test func anInfiniteEstimatedRowHeightStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [3])
        fixture.table.delegate = nil
        fixture.table.estimatedRowHeight = .infinity
        fixture.table.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("sublayer with non-finite position [160 inf]"))
  }

  @Test func aNaNContentOffsetStopsWithCoreAnimationsBoundsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [30])
        fixture.table.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      }
    }
    #expect(
      standardError(result).contains(
        "'CALayerInvalidGeometry', reason: 'CALayer bounds contains NaN: [0 nan; 320 440]'"))
  }

  @Test func aNaNFrameStopsWithCoreAnimationsPositionMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView(frame: .zero)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
      }
    }
    #expect(standardError(result).contains("CALayer position contains NaN: [nan 5]"))
  }

  @Test func anInfiniteFrameSizeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView(frame: .zero)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity)
      }
    }
    #expect(standardError(result).contains("sublayer with non-finite position [5 inf]"))
  }

  @Test func aHugeFiniteRowHeightIsLaidOutAndReachable() throws {
    let (table, fixture, delegate) = heightTable(rows: 3) { $0.row == 1 ? 1e15 : 44 }
    #expect(table.contentSize.height == 1e15 + 88)
    try table.checked.scrollToRow(at: IndexPath(row: 2, section: 0), at: .bottom, animated: false)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 2, section: 0))
    #expect(try table.checked.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 1e15 + 44)
    withExtendedLifetime((fixture, delegate)) {}
  }

  @Test func aNegativeEstimateThrowsUIKitsMessage() {
    let table = UITableView(frame: .zero, style: .plain)
    let error = #expect(throws: UIKitException.self) {
      try table.checked.setEstimatedRowHeight(-1.5)
    }
    #expect(error?.name == .internalInconsistencyException)
    #expect(error?.reason.hasPrefix("Invalid estimated row height set (-1.5).") == true)
  }

  @Test func aRectForARowOutOfRangeThrowsUIKitsMessage() {
    let fixture = TableFixture(rows: [3])
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.rectForRow(at: IndexPath(row: 3, section: 0))
    }
    #expect(error?.reason.hasPrefix("request for rect at invalid index path") == true)
  }

  @Test func scrollingToARowOutOfRangeThrowsARangeException() {
    let fixture = TableFixture(rows: [3])
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.scrollToRow(
        at: IndexPath(row: 7, section: 0), at: .top, animated: false)
    }
    #expect(error?.name == .rangeException)
    #expect(
      error?.reason.hasPrefix(
        "Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 "
          + "rows in section 0.") == true)
  }
}
