import Harness
import TableKit

/// The edit scenarios: one row of a laid-out kit's table changed through `kit.edit`, on a
/// view that takes the batches without performing them (the kit's own work on the main actor),
/// on a 100k-row table against the same edit on a 1k-row table, so the ratio says how much the
/// table's size costs (nothing, ideally: the edit knows its changes and is not diffed).
///
/// - `tablekit.edit-100k`: `floor` is the edit on 1k rows (`tablekit.edit-1k`), `kit-only` on
///   100k rows.
/// - `collectionkit.edit-100k`: the same for a grid.
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
