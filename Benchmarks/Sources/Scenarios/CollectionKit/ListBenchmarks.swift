import Harness
import TableKit

/// The collection view adapter over list and compositional layouts, on the main thread against
/// HeadlessUIKit:
///
/// - `collectionkit.list-set-10k`: as `collectionkit.set-10k` (10% each of items deleted,
///   inserted, moved and updated: 40% changed), on a plain list layout of self-sizing rows:
///   `collectionkit` end to end, `kit-only` on a collection view that takes the batches
///   without performing them, and `diff` alone.
/// - `collectionkit.list-scroll-100k`: scrolling a 100k-item list top to bottom a screen at a
///   time; one operation is one row scrolled. `cells_created` and `visible_items` come from a
///   full pass made while setting up. The target is `visible_items + 2`, as for
///   `tablekit.scroll-100k`: with prefetching on (the default), UIKit keeps the cell of the row
///   just scrolled off and prepares the cell of the row about to appear, so a scroll through a
///   one-row-per-line list holds a screen of cells and two more (Rules.md R-cleanup-1: Apple's
///   `cellForItem(at:)` page lists both kinds of retained cell).
/// - `collectionkit.compositional-prepare`: preparing a compositional list layout of estimated
///   rows again (invalidate, then a layout pass) for 10k items (`prepare-10k`) and for 100k
///   (`prepare-100k`) in one run: the layout works out positions from a repeated group and the
///   rows measured so far, so the two take the same time (Rules.md R-comp-10).
public enum ListBenchmarks {
  /// The number of rows a screen of the list shows.
  static let screenRows = 12

  /// The list scenarios.
  public static var scenarios: [Scenario] {
    [
      Scenario("collectionkit.list-set-10k") { setSubjects(itemCount: 10_000) },
      Scenario("collectionkit.list-scroll-100k") { [scrollSubject(itemCount: 100_000)] },
      Scenario("collectionkit.compositional-prepare") {
        [prepareSubject(itemCount: 10_000), prepareSubject(itemCount: 100_000)]
      },
    ]
  }

  static func setSubjects(itemCount: Int) -> [Subject] {
    let input = DiffInput<Int>.generate(
      rowCount: itemCount, sectionCount: 1, seed: AdapterBenchmarks.seed)
    let tables = (
      old: Table(rows: input.oldRows.map { GridTile(id: $0.id, version: $0.version) }),
      new: Table(rows: input.newRows.map { GridTile(id: $0.id, version: $0.version) })
    )
    let (list, recording) = MainActor.assumeIsolated {
      (
        CollectionGrid.list(tiles: Array(tables.old), visibleLines: screenRows),
        CollectionGrid.list(
          tiles: Array(tables.old), visibleLines: screenRows,
          makeView: { BatchRecordingCollectionView(frame: $0, collectionViewLayout: $1) })
      )
    }
    let probe = tables.old.changes(to: tables.new)
    let changed =
      probe.rowDeletes.count + probe.rowInserts.count + probe.rowMoves.count
      + probe.rowUpdates.count
    let fields: [(name: String, value: FieldValue)] = [("changes", .integer(changed))]
    return [
      Subject("collectionkit", fields: fields) { iterations in
        MainActor.assumeIsolated { list.setNext(times: iterations, of: tables) }
      },
      Subject("kit-only", fields: fields) { iterations in
        MainActor.assumeIsolated { recording.setNext(times: iterations, of: tables) }
      },
      Subject("diff", fields: fields) { iterations in
        for iteration in 0..<iterations {
          let changes =
            iteration.isMultiple(of: 2)
            ? tables.old.changes(to: tables.new) : tables.new.changes(to: tables.old)
          consume(changes.rowMoves.count &+ changes.rowUpdates.count)
        }
      },
    ]
  }

  static func scrollSubject(itemCount: Int) -> Subject {
    let tiles = (0..<itemCount).map { GridTile(id: $0, version: 0) }
    let (list, visible, cellsMade) = MainActor.assumeIsolated {
      GridTile.cellsMade = 0
      let list = CollectionGrid.list(tiles: tiles, visibleLines: screenRows)
      let visible = CollectionBenchmarks.scrollFullPass(list)
      return (list, visible, GridTile.cellsMade)
    }
    let fields: [(name: String, value: FieldValue)] = [
      ("cells_created", .integer(cellsMade)), ("visible_items", .integer(visible)),
      ("items_per_line", .integer(1)),
    ]
    return Subject("collectionkit", fields: fields) { iterations in
      MainActor.assumeIsolated { CollectionBenchmarks.scroll(list, lines: iterations) }
    }
  }

  /// Prepares a list of `itemCount` estimated rows again, each operation one preparation and
  /// the layout pass after it.
  static func prepareSubject(itemCount: Int) -> Subject {
    let tiles = (0..<itemCount).map { GridTile(id: $0, version: 0) }
    let list = MainActor.assumeIsolated {
      CollectionGrid.list(tiles: tiles, visibleLines: screenRows)
    }
    let label = itemCount >= 1000 ? "\(itemCount / 1000)k" : "\(itemCount)"
    return Subject("prepare-\(label)", fields: [("items", .integer(itemCount))]) { iterations in
      MainActor.assumeIsolated {
        for _ in 0..<iterations {
          list.view.collectionViewLayout.invalidateLayout()
          list.view.layoutIfNeeded()
        }
      }
    }
  }
}
