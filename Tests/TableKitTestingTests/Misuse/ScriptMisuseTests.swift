import Testing

@testable import TableKitTesting

/// A table source whose row heights come from a closure, counting the scroll callbacks.
@MainActor final class TallRowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  let rows: Int
  let height: (Int) -> CGFloat
  private(set) var scrollCallbacks = 0

  init(rows: Int, height: @escaping (Int) -> CGFloat) {
    self.rows = rows
    self.height = height
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    height(indexPath.row)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrollCallbacks += 1 }

  /// A laid-out 320 × 220 table over the source, with estimation off.
  func makeTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.estimatedRowHeight = 0
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = self
    table.delegate = self
    table.layoutIfNeeded()
    return table
  }
}

/// Reads a stopped process's standard error.
func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Scripts given numbers that cannot be followed, or rows that cannot be reached, answer with a
/// message naming the fix; huge but finite tables are scrolled without a step per screen.
@MainActor @Suite struct ScriptMisuseTests {
  @Test func scrollingByNaNThrowsAndLeavesTheTableShowingItsRows() {
    let fixture = TableFixture()
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.scroll(by: .nan)
    }
    #expect(
      error?.message
        == "Cannot scroll by nan points: a scroll distance must be a finite number. Check the "
        + "arithmetic that computed it, or use scrollToBottom() or scrollToTop() to reach an end.")
    #expect(fixture.table.contentOffset.y == 0)
    #expect(fixture.table.visibleRows.count == 5)
  }

  @Test func scrollingByAnInfiniteDistanceThrows() {
    let fixture = TableFixture()
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.scroll(by: -.infinity)
    }
    #expect(error?.message.hasPrefix("Cannot scroll by -inf points") == true)
  }

  @Test func scrollingByNaNStopsTheProcessWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture()
        fixture.table.scroll(by: .nan)
      }
    }
    #expect(
      standardError(result).contains(
        "TableKitTesting: Cannot scroll by nan points: a scroll distance must be a finite number."))
  }

  @Test func scrollingACollectionViewByNaNStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 320, height: 200),
          collectionViewLayout: UICollectionViewFlowLayout())
        view.scroll(by: .nan)
      }
    }
    #expect(standardError(result).contains("Cannot scroll by nan points"))
  }

  @Test func anInfiniteRowHeightStopsAtLayoutWithCoreAnimationsMessage() async {
    // Before the fix this trapped inside TableKitTesting's scroll with no message.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let source = TallRowSource(rows: 3) { $0 == 1 ? .infinity : 44 }
        let table = source.makeTable()
        table.scrollToBottom()
      }
    }
    #expect(
      standardError(result).contains(
        "'CALayerInvalidGeometry', reason: 'sublayer with non-finite position [160 inf]'"))
  }

  @Test func scrollingToTheBottomPastAHugeRowTakesAFewSteps() {
    // Before the fix a 1e15-point row meant one layout per screen: about 4.5e12 of them.
    let source = TallRowSource(rows: 4) { $0 == 1 ? 1e15 : 44 }
    let table = source.makeTable()
    table.scrollToBottom()
    #expect(table.visibleRows.last == IndexPath(row: 3, section: 0))
    #expect(table.contentOffset.y == 1e15 + 132 - 220)
    #expect(source.scrollCallbacks < 10)
  }

  @Test func flingingPastAHugeRowShowsEveryRowOnTheWay() {
    let source = TallRowSource(rows: 5) { $0 == 2 ? 1e12 : 44 }
    let table = source.makeTable()
    var seen: Set<Int> = []
    table.fling()
    seen.formUnion(table.visibleRows.map(\.row))
    #expect(seen.contains(4))
    #expect(source.scrollCallbacks < 12)
    table.scrollToTop()
    #expect(table.visibleRows.first == IndexPath(row: 0, section: 0))
  }

  @Test func scrollingToARowOfASectionThatDoesNotExistThrowsTheCounts() {
    let fixture = TableFixture()
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.scroll(toRowAt: IndexPath(row: 0, section: 2))
    }
    #expect(error?.message.contains("does not exist") == true)
    #expect(error?.message.contains("section 0: 20 rows") == true)
  }

  @Test func tappingARowInASectionThatDoesNotExistThrows() {
    let fixture = TableFixture(rows: [3, 2])
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.tap(rowAt: IndexPath(row: 0, section: 5))
    }
    #expect(error?.message.hasPrefix("Cannot tap row 5-0") == true)
    #expect(fixture.calls.isEmpty)
  }

  @Test func deletingARowThatDoesNotExistThrows() {
    let fixture = TableFixture(rows: [3])
    fixture.table.isEditing = true
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.delete(rowAt: IndexPath(row: 9, section: 0))
    }
    #expect(error?.message.contains("0-9") == true)
  }

  @Test func draggingARowToAnIndexOutOfRangeThrows() {
    let fixture = TableFixture(rows: [3])
    fixture.table.isEditing = true
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.drag(
        rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 7, section: 0))
    }
    #expect(error?.message.contains("0-7") == true)
    #expect(fixture.source.sections == [["Row 0-0", "Row 0-1", "Row 0-2"]])
  }

  @Test func tappingAnItemOfAnEmptyCollectionViewThrows() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    let error = #expect(throws: InteractionError.self) {
      try view.throwing.tap(itemAt: IndexPath(item: 0, section: 0))
    }
    #expect(error?.message.hasPrefix("Cannot tap item 0-0") == true)
  }
}
