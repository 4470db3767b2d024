import Foundation
import Harness
import TableKit

/// The diff scenarios, `diff.<int|uuid>.<10k|100k|1m>.<flat|sectioned>`: the same generated pair
/// of tables (see ``DiffInput``) diffed by TableKit, the floor (``FloorDiff``) and, at 10k rows,
/// the standard library's `difference(from:)` with `inferringMoves()`, which is quadratic.
///
/// Each result has a `moves` field: the number of moves the subject produced.
public enum DiffBenchmarks {
  /// The row counts, with their names; quick mode runs all but the last.
  static let sizes: [(name: String, rows: Int)] = [
    ("10k", 10_000), ("100k", 100_000), ("1m", 1_000_000),
  ]

  /// The section counts: all rows in one section, or in 100.
  static let layouts: [(name: String, sections: Int)] = [("flat", 1), ("sectioned", 100)]

  /// The largest row count the standard library's quadratic diff is measured at.
  static let standardLibraryLimit = 10_000

  /// The seed of the generated tables.
  static let seed: UInt64 = 0x7AB1_E517

  /// Every diff scenario, Int identifiers first.
  public static var scenarios: [Scenario] {
    scenarios(Int.self) + scenarios(UUID.self)
  }

  /// The scenarios whose rows are identified by `ID`.
  static func scenarios<ID: GeneratedIdentifier>(_: ID.Type) -> [Scenario] {
    sizes.flatMap { size in
      layouts.map { layout in
        Scenario(
          "diff.\(ID.scenarioName).\(size.name).\(layout.name)",
          runsInQuickMode: size.rows < 1_000_000
        ) {
          let input = DiffInput<ID>.generate(
            rowCount: size.rows,
            sectionCount: layout.sections,
            seed: seed
          )
          var subjects = [tableKitSubject(input, flat: layout.sections == 1), floorSubject(input)]
          if size.rows <= standardLibraryLimit { subjects.append(standardLibrarySubject(input)) }
          return subjects
        }
      }
    }
  }

  /// TableKit: `changes(to:)` between tables built in advance.
  static func tableKitSubject<ID>(_ input: DiffInput<ID>, flat: Bool) -> Subject {
    let diff = tableKitDiff(input, flat: flat)
    let changes = diff()
    let moves = changes.sectionMoves.count + changes.rowMoves.count
    return Subject("tablekit", fields: [("moves", .integer(moves))]) { iterations in
      for _ in 0..<iterations {
        let changes = diff()
        consume(changes.rowMoves.count &+ changes.rowUpdates.count)
      }
    }
  }

  /// Returns TableKit's changes between the input's tables.
  static func tableKitChanges<ID>(_ input: DiffInput<ID>, flat: Bool) -> TableChanges {
    tableKitDiff(input, flat: flat)()
  }

  /// Builds the input's tables, `Table(rows:)` for the flat layout and `Table(sections:)` with
  /// `Int` section values for the sectioned one, and returns their diff to run.
  private static func tableKitDiff<ID>(_ input: DiffInput<ID>, flat: Bool) -> () -> TableChanges {
    if flat {
      let old = Table(rows: input.oldRows)
      let new = Table(rows: input.newRows)
      return { old.changes(to: new) }
    }
    let old = Table(sections: input.old.lazy.map { ($0.section, $0.rows) })
    let new = Table(sections: input.new.lazy.map { ($0.section, $0.rows) })
    return { old.changes(to: new) }
  }

  /// The floor: section identities diffed, then the flattened rows.
  static func floorSubject<ID>(_ input: DiffInput<ID>) -> Subject {
    let diff = {
      let sections = FloorDiff.changes(
        from: input.old.map(\.section),
        to: input.new.map(\.section),
        identity: { $0 },
        isUpdated: { _, _ in false }
      )
      let rows = FloorDiff.changes(
        from: input.oldRows,
        to: input.newRows,
        identity: { $0.id },
        isUpdated: { $0.version != $1.version }
      )
      return (sections, rows)
    }
    let (sections, rows) = diff()
    return Subject("floor", fields: [("moves", .integer(sections.moves.count + rows.moves.count))])
    {
      iterations in
      for _ in 0..<iterations {
        let (sections, rows) = diff()
        consume(sections.moves.count &+ rows.moves.count &+ rows.updates.count)
      }
    }
  }

  /// The standard library: `difference(from:)` of the flattened rows, with moves inferred.
  static func standardLibrarySubject<ID>(_ input: DiffInput<ID>) -> Subject {
    let diff = { input.newRows.difference(from: input.oldRows).inferringMoves() }
    let moves = diff().insertions.count { change in
      if case .insert(_, _, associatedWith: .some) = change { return true }
      return false
    }
    return Subject("stdlib", fields: [("moves", .integer(moves))]) { iterations in
      for _ in 0..<iterations { consume(diff().insertions.count) }
    }
  }
}
