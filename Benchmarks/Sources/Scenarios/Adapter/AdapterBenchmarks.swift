import Harness
import TableKit

/// The adapter scenarios, run on the main thread against HeadlessUIKit:
///
/// - `tablekit.set-10k`: setting a 10k-row table with 10% of rows deleted, inserted, moved and
///   updated (``DiffInput``) on a laid-out table view in a window, so visible cells are
///   reconfigured: `tablekit` end to end (`kit.table.value = new`, the batch updates and the
///   layout that follows) against `diff`, the diff alone on the same tables; `kit-only`, the kit
///   on a ``BatchRecordingTableView`` that takes the batches without performing them (what is
///   the kit's own work, the rest of `tablekit` being HeadlessUIKit's);
///   `tablekit-estimated`, the same end to end on a table with estimated row heights (44
///   points), where UIKit asks no row's height but the visible ones' on an update, beside
///   `tablekit`, whose table has estimation off, where UIKit asks every row's height;
///   `anchored` and `unanchored`, the kit end to end on the real view scrolled to the middle,
///   with the default anchoring and with none (what anchoring adds, side by side: see the
///   subjects' comment for why not on the recording view); and
///   `diff-erased`, the same diff with identities wrapped in `AnyHashable` (a reference for what
///   type-erased identities would cost: the kit diffs with its typed identities and keeps
///   `AnyHashable` only for per-row bookkeeping).
/// - `tablekit.scroll-100k`: scrolling a 100k-row table top to bottom in steps of the view's
///   height, laying out after each; one operation is one row scrolled. The `cells_created` and
///   `visible_rows` fields come from a full pass made while setting up.
///
/// - Note: The kit and the table view are main-actor types; the harness measures on the main
///   thread, which the subjects assert with `MainActor.assumeIsolated`.
public enum AdapterBenchmarks {
  /// The seed of the generated tables.
  static let seed: UInt64 = 0x7AB1_E517

  /// The number of rows a screen of the scroll scenario shows.
  static let screenRows = 16

  /// Both adapter scenarios.
  public static var scenarios: [Scenario] {
    [
      Scenario("tablekit.set-10k") { setSubjects(rowCount: 10_000) },
      Scenario("tablekit.scroll-100k") { [scrollSubject(rowCount: 100_000)] },
    ]
  }

  /// The set scenario's subjects: the kit end to end, and the diff alone.
  static func setSubjects(rowCount: Int) -> [Subject] {
    let input = DiffInput<Int>.generate(rowCount: rowCount, sectionCount: 1, seed: seed)
    let rows = (old: input.oldRows.map(ListRow.init), new: input.newRows.map(ListRow.init))
    let (toggle, estimated, kitOnly) = MainActor.assumeIsolated {
      (
        TableToggle(old: rows.old, new: rows.new, visibleRowCount: screenRows),
        TableToggle(
          old: rows.old, new: rows.new, visibleRowCount: screenRows,
          estimatedRowHeight: AdapterTable.rowHeight),
        TableToggle(
          old: rows.old, new: rows.new, visibleRowCount: screenRows,
          view: BatchRecordingTableView(frame: .zero, style: .plain))
      )
    }
    // Anchoring's cost, side by side: the kit end to end scrolled to the middle, where every
    // update is anchored, and the same without anchoring. These run on the real (headless)
    // table view, not on a `BatchRecordingTableView`: anchoring reads the rows' frames after the
    // batch and scrolls to put the anchored row back, which only means something on a view
    // whose geometry follows the batches. On a view that ignores them, the correction scrolls
    // a stale layout by the whole shift of the table and configures a screenful of cells no
    // real view would — an artifact that measured anchoring at twice the kit's work. The
    // difference between the two runs is what anchoring adds; the target relates it to the
    // kit's own work (`kit-only`), as the goal ("anchoring adds at most 10% to kit-only") says.
    let (anchored, unanchored) = MainActor.assumeIsolated {
      let middle = AdapterTable.rowHeight * CGFloat(rowCount / 2)
      return (
        TableToggle(
          old: rows.old, new: rows.new, visibleRowCount: screenRows, scrolledTo: middle),
        TableToggle(
          old: rows.old, new: rows.new, visibleRowCount: screenRows, scrolledTo: middle,
          anchoring: .none)
      )
    }
    let tables = (old: Table(rows: rows.old), new: Table(rows: rows.new))
    let probe = tables.old.changes(to: tables.new)
    let changed =
      probe.rowDeletes.count + probe.rowInserts.count + probe.rowMoves.count
      + probe.rowUpdates.count
    let kitSubject = Subject("tablekit", fields: [("changes", .integer(changed))]) { iterations in
      MainActor.assumeIsolated { toggle.setNext(times: iterations) }
    }
    let estimatedSubject = Subject("tablekit-estimated", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { estimated.setNext(times: iterations) }
    }
    let kitOnlySubject = Subject("kit-only", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { kitOnly.setNext(times: iterations) }
    }
    let anchoredSubject = Subject("anchored", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { anchored.setNext(times: iterations) }
    }
    let unanchoredSubject = Subject("unanchored", fields: [("changes", .integer(changed))]) {
      iterations in
      MainActor.assumeIsolated { unanchored.setNext(times: iterations) }
    }
    let diffSubject = Subject("diff", fields: [("changes", .integer(changed))]) { iterations in
      for iteration in 0..<iterations {
        let changes =
          iteration.isMultiple(of: 2)
          ? tables.old.changes(to: tables.new) : tables.new.changes(to: tables.old)
        consume(changes.rowMoves.count &+ changes.rowUpdates.count)
      }
    }
    let erased = Subject("diff-erased", fields: [("changes", .integer(changed))]) { iterations in
      for iteration in 0..<iterations {
        let (from, to) = iteration.isMultiple(of: 2) ? tables : (tables.new, tables.old)
        let changes = from.changes(
          to: to, rowID: { AnyHashable($0.id) }, rowsEqual: ==, sectionID: { AnyHashable($0) },
          sectionsEqual: { _, _ in true })
        consume(changes.rowMoves.count &+ changes.rowUpdates.count)
      }
    }
    return [
      kitSubject, estimatedSubject, kitOnlySubject, anchoredSubject, unanchoredSubject, diffSubject,
      erased,
    ]
  }

  /// The scroll scenario's subject, with the cells made during a full pass from top to bottom.
  static func scrollSubject(rowCount: Int) -> Subject {
    let rows = (0..<rowCount).map { ListRow(id: $0, version: 0) }
    let (scroller, visible, cellsMade) = MainActor.assumeIsolated {
      ListRow.cellsMade = 0
      let scroller = TableScroller(
        table: AdapterTable(rows: rows, visibleRowCount: screenRows),
        rowHeight: AdapterTable.rowHeight)
      let visible = scroller.scrollFullPass()
      return (scroller, visible, ListRow.cellsMade)
    }
    let fields: [(name: String, value: FieldValue)] = [
      ("cells_created", .integer(cellsMade)), ("visible_rows", .integer(visible)),
    ]
    return Subject("tablekit", fields: fields) { iterations in
      MainActor.assumeIsolated { scroller.scroll(rows: iterations) }
    }
  }
}

extension ListRow {
  /// Creates a list row from a row of the diff scenarios.
  init(_ row: Row<Int>) {
    self.init(id: row.id, version: row.version)
  }
}
