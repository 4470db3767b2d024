import Harness
@_spi(Testing) import TableKit

/// The edit scenarios: one row of a laid-out kit's table changed through `kit.edit`, on a
/// view that takes the batches without performing them (the kit's own work on the main actor),
/// on a 100k-row table against the same edit on a 1k-row table, so the ratio says how much the
/// table's size costs (nothing, ideally: the edit knows its changes and is not diffed).
///
/// - `tablekit.edit-100k`: `floor` is the edit on 1k rows (`tablekit.edit-1k`), `kit-only` on
///   100k rows.
/// - `collectionkit.edit-100k`: the same for a grid.
/// - `tablekit.set-100k-main`: setting a 100k-row table with 10% of rows changed
///   (``DiffInput``), which the kit diffs off the main actor: `floor` is the diff alone,
///   `main` the main actor's share of the update on a view that takes the batches without
///   performing them (staging, pre-check, issuing; the measuring thread waits for the diff
///   without using its CPU time).
/// - `collectionkit.set-100k-main`: the same for a grid.
enum EditBenchmarks {
  /// The row each edit changes: one on screen, so its cell is reconfigured.
  static let editedRow = 5

  static var scenarios: [Scenario] {
    [
      Scenario("tablekit.edit-100k") {
        [tableSubject("floor", rowCount: 1_000), tableSubject("kit-only", rowCount: 100_000)]
      },
      Scenario("collectionkit.edit-100k") {
        [gridSubject("floor", itemCount: 1_000), gridSubject("kit-only", itemCount: 100_000)]
      },
      Scenario("tablekit.set-100k-main") { setMainSubjects(grid: false) },
      Scenario("collectionkit.set-100k-main") { setMainSubjects(grid: true) },
    ]
  }

  /// The diff alone and the main actor's share of the update, on the same 100k-row tables.
  static func setMainSubjects(grid: Bool) -> [Subject] {
    let input = DiffInput<Int>.generate(
      rowCount: 100_000, sectionCount: 1, seed: AdapterBenchmarks.seed)
    let rows = (old: input.oldRows.map(ListRow.init), new: input.newRows.map(ListRow.init))
    let tables = (old: Table(rows: rows.old), new: Table(rows: rows.new))
    let tiles = (
      old: Table(rows: input.oldRows.map { GridTile(id: $0.id, version: $0.version) }),
      new: Table(rows: input.newRows.map { GridTile(id: $0.id, version: $0.version) })
    )
    let diff = Subject("floor") { iterations in
      for iteration in 0..<iterations {
        let changes =
          iteration.isMultiple(of: 2)
          ? tables.old.changes(to: tables.new) : tables.new.changes(to: tables.old)
        consume(changes.rowMoves.count &+ changes.rowUpdates.count)
      }
    }
    let flip = MainActor.assumeIsolated { Alternation() }
    if grid {
      let view = MainActor.assumeIsolated {
        CollectionGrid(
          tiles: Array(tiles.old), visibleLines: CollectionBenchmarks.screenLines,
          makeView: { BatchRecordingCollectionView(frame: $0, collectionViewLayout: $1) })
      }
      return [
        diff,
        Subject("main") { iterations in
          MainActor.assumeIsolated {
            for _ in 0..<iterations {
              view.kit.table.value = flip.next() ? tiles.new : tiles.old
              view.kit.finishOffMainDiff()
            }
          }
        },
      ]
    }
    let view = MainActor.assumeIsolated {
      AdapterTable(
        rows: rows.old, visibleRowCount: AdapterBenchmarks.screenRows,
        view: BatchRecordingTableView(frame: .zero, style: .plain))
    }
    return [
      diff,
      Subject("main") { iterations in
        MainActor.assumeIsolated {
          for _ in 0..<iterations {
            view.kit.table.value = flip.next() ? tables.new : tables.old
            view.kit.finishOffMainDiff()
          }
        }
      },
    ]
  }

  static func tableSubject(_ name: String, rowCount: Int) -> Subject {
    let table = MainActor.assumeIsolated {
      AdapterTable(
        rows: (0..<rowCount).map { ListRow(id: $0, version: 0) },
        visibleRowCount: AdapterBenchmarks.screenRows,
        view: BatchRecordingTableView(frame: .zero, style: .plain))
    }
    return Subject(name, fields: [("rows", .integer(rowCount))]) { iterations in
      MainActor.assumeIsolated {
        for _ in 0..<iterations {
          try! table.kit.edit {
            try $0.update(at: IndexPath(row: editedRow, section: 0)) { $0.version &+= 1 }
          }
        }
      }
    }
  }

  static func gridSubject(_ name: String, itemCount: Int) -> Subject {
    let grid = MainActor.assumeIsolated {
      CollectionGrid(
        tiles: (0..<itemCount).map { GridTile(id: $0, version: 0) },
        visibleLines: CollectionBenchmarks.screenLines,
        makeView: { BatchRecordingCollectionView(frame: $0, collectionViewLayout: $1) })
    }
    return Subject(name, fields: [("items", .integer(itemCount))]) { iterations in
      MainActor.assumeIsolated {
        for _ in 0..<iterations {
          try! grid.kit.edit {
            try $0.update(at: IndexPath(row: editedRow, section: 0)) { $0.version &+= 1 }
          }
        }
      }
    }
  }
}

/// Says which of two tables to set next: the new one, the old one, and so on.
@MainActor final class Alternation {
  private var showsNew = false

  /// Returns whether to set the new table this time.
  func next() -> Bool {
    showsNew.toggle()
    return showsNew
  }
}
