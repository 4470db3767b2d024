import Harness
import TableKit

/// The collection view adapter's scenarios, run on the main thread against HeadlessUIKit, as the
/// table view's (``AdapterBenchmarks``):
///
/// - `collectionkit.set-10k`: setting a 10k-item table with 10% of items deleted, inserted,
///   moved and updated on a laid-out grid in a window, so visible cells are reconfigured:
///   `collectionkit` end to end (`kit.table.value = new`, the batch updates and the layout that
///   follows) against `diff`, the diff alone on the same tables; `collectionkit-estimated`, the
///   same end to end with the items' size given as an estimated size; and `kit-only`, the kit on a
///   ``BatchRecordingCollectionView`` that takes the batches without performing them (the kit's
///   own work, the rest of `collectionkit` being HeadlessUIKit's); `anchored` and
///   `unanchored`, the kit end to end on the real view scrolled to the middle, with the default
///   anchoring and with none (what anchoring adds, side by side, as `tablekit.set-10k`'s).
/// - `collectionkit.scroll-100k`: scrolling a 100k-item grid top to bottom a screen at a time,
///   laying out after each; one operation is one line of items scrolled. The `cells_created`
///   and `visible_items` fields come from a full pass made while setting up.
public enum CollectionBenchmarks {
  /// The number of lines of items a screen of the grid shows.
  static let screenLines = 8

  /// Both collection scenarios.
  public static var scenarios: [Scenario] {
    [
      Scenario("collectionkit.set-10k") { setSubjects(itemCount: 10_000) },
      Scenario("collectionkit.scroll-100k") { [scrollSubject(itemCount: 100_000)] },
    ]
  }

  /// The set scenario's subjects: the kit end to end, the kit's own work, and the diff alone.
  static func setSubjects(itemCount: Int) -> [Subject] {
    let input = DiffInput<Int>.generate(
      rowCount: itemCount, sectionCount: 1, seed: AdapterBenchmarks.seed)
    let tables = (
      old: Table(rows: input.oldRows.map { GridTile(id: $0.id, version: $0.version) }),
      new: Table(rows: input.newRows.map { GridTile(id: $0.id, version: $0.version) })
    )
    let (grid, estimated, recording) = MainActor.assumeIsolated {
      (
        CollectionGrid(tiles: Array(tables.old), visibleLines: screenLines),
        CollectionGrid(tiles: Array(tables.old), visibleLines: screenLines, estimated: true),
        CollectionGrid(
          tiles: Array(tables.old), visibleLines: screenLines,
          makeView: { BatchRecordingCollectionView(frame: $0, collectionViewLayout: $1) })
      )
    }
    // Anchoring's cost, side by side on the real view scrolled to the middle, as
    // `tablekit.set-10k` measures it (see ``AdapterBenchmarks`` for why not on the recording
    // view): the difference is what anchoring adds, related by the target to `kit-only`.
    let (anchored, unanchored) = MainActor.assumeIsolated {
      let lines = (itemCount + CollectionGrid.itemsPerLine - 1) / CollectionGrid.itemsPerLine
      let middle = CollectionGrid.itemSide * CGFloat(lines / 2)
      return (
        CollectionGrid(tiles: Array(tables.old), visibleLines: screenLines, scrolledTo: middle),
        CollectionGrid(
          tiles: Array(tables.old), visibleLines: screenLines, scrolledTo: middle,
          anchoring: .none)
      )
    }
    let probe = tables.old.changes(to: tables.new)
    let changed =
      probe.rowDeletes.count + probe.rowInserts.count + probe.rowMoves.count
      + probe.rowUpdates.count
    let kitSubject = Subject("collectionkit", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { grid.setNext(times: iterations, of: tables) }
    }
    let estimatedSubject = Subject(
      "collectionkit-estimated", fields: [("changes", .integer(changed))]
    ) { iterations in
      MainActor.assumeIsolated { estimated.setNext(times: iterations, of: tables) }
    }
    let kitOnlySubject = Subject("kit-only", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { recording.setNext(times: iterations, of: tables) }
    }
    let anchoredSubject = Subject("anchored", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { anchored.setNext(times: iterations, of: tables) }
    }
    let unanchoredSubject = Subject("unanchored", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { unanchored.setNext(times: iterations, of: tables) }
    }
    let diffSubject = Subject("diff", fields: [("changes", .integer(changed))]) { iterations in
      for iteration in 0..<iterations {
        let changes =
          iteration.isMultiple(of: 2)
          ? tables.old.changes(to: tables.new) : tables.new.changes(to: tables.old)
        consume(changes.rowMoves.count &+ changes.rowUpdates.count)
      }
    }
    return [
      kitSubject, estimatedSubject, kitOnlySubject, anchoredSubject, unanchoredSubject,
      diffSubject,
    ]
  }

  /// The scroll scenario's subject, with the cells made during a full pass from top to bottom.
  static func scrollSubject(itemCount: Int) -> Subject {
    let tiles = (0..<itemCount).map { GridTile(id: $0, version: 0) }
    let (grid, visible, cellsMade) = MainActor.assumeIsolated {
      GridTile.cellsMade = 0
      let grid = CollectionGrid(tiles: tiles, visibleLines: screenLines)
      let visible = scrollFullPass(grid)
      return (grid, visible, GridTile.cellsMade)
    }
    let fields: [(name: String, value: FieldValue)] = [
      ("cells_created", .integer(cellsMade)), ("visible_items", .integer(visible)),
      ("items_per_line", .integer(CollectionGrid.itemsPerLine)),
    ]
    return Subject("collectionkit", fields: fields) { iterations in
      MainActor.assumeIsolated { scroll(grid, lines: iterations) }
    }
  }

  /// Scrolls from the top to the bottom a screen at a time and returns the most items on screen
  /// at once.
  @MainActor static func scrollFullPass(_ grid: CollectionGrid) -> Int {
    grid.view.contentOffset = .zero
    grid.view.layoutIfNeeded()
    var mostVisible = grid.visibleItemCount
    while grid.view.contentOffset.y < maximumOffset(grid) {
      grid.view.contentOffset.y = min(
        maximumOffset(grid), grid.view.contentOffset.y + grid.view.bounds.height)
      grid.view.layoutIfNeeded()
      mostVisible = max(mostVisible, grid.visibleItemCount)
    }
    return mostVisible
  }

  /// Scrolls the content by `lines` lines of items in steps of at most a screen, laying out
  /// after each step; past the bottom, jumps back to the top.
  @MainActor static func scroll(_ grid: CollectionGrid, lines: Int) {
    var remaining = lines
    while remaining > 0 {
      let step = min(remaining, screenLines)
      let current = grid.view.contentOffset.y
      let bottom = maximumOffset(grid)
      grid.view.contentOffset.y =
        current >= bottom ? 0 : min(bottom, current + CGFloat(step) * grid.lineLength)
      grid.view.layoutIfNeeded()
      remaining -= step
    }
  }

  @MainActor static func maximumOffset(_ grid: CollectionGrid) -> CGFloat {
    max(0, grid.view.contentSize.height - grid.view.bounds.height)
  }
}
