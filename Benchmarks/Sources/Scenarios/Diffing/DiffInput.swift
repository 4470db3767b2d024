/// A pair of tables for the diff scenarios, the same for every subject: the old table's rows
/// with 10% deleted, 10% inserted, 10% moved to random places and 10% updated.
public struct DiffInput<ID: GeneratedIdentifier>: Sendable {
  /// The old table: section identifiers `0..<sectionCount`, each with its rows.
  public var old: [(section: Int, rows: [Row<ID>])]
  /// The new table, with the same sections.
  public var new: [(section: Int, rows: [Row<ID>])]
  /// The old table's rows, section after section.
  public var oldRows: [Row<ID>]
  /// The new table's rows, section after section.
  public var newRows: [Row<ID>]

  /// The share of rows deleted, inserted, moved and updated: one in ten each.
  public static var changedShare: Int { 10 }

  /// Generates tables of `rowCount` rows split evenly into `sectionCount` sections.
  ///
  /// Distinct rows are deleted, updated and moved, so each change count is exactly
  /// `rowCount / 10`. A moved or inserted row lands at a random place of a random section.
  ///
  /// - Parameters:
  ///   - rowCount: The old table's row count; the new table has as many.
  ///   - sectionCount: The number of sections of both tables.
  ///   - seed: Fixes the data; the same seed gives the same tables.
  public static func generate(rowCount: Int, sectionCount: Int, seed: UInt64) -> DiffInput {
    precondition(sectionCount > 0, "tables need at least one section")
    var generator = SeededGenerator(seed: seed)
    let oldRows = (0..<rowCount).map { Row(id: ID.make($0, using: &generator), version: 0) }
    let changed = rowCount / changedShare
    let picked = Array((0..<rowCount).shuffled(using: &generator).prefix(3 * changed))
    var deleted = [Bool](repeating: false, count: rowCount)
    var updated = deleted
    var moved = deleted
    for index in picked[0..<changed] { deleted[index] = true }
    for index in picked[changed..<2 * changed] { updated[index] = true }
    for index in picked[2 * changed..<3 * changed] { moved[index] = true }

    // Each row of the new table gets a place on the old table's axis: a kept row keeps its old
    // one, a moved or inserted row draws one at random. Sorting by place orders the new table.
    let span = Double(rowCount)
    var placed: [(place: Double, row: Row<ID>)] = []
    placed.reserveCapacity(rowCount)
    for index in 0..<rowCount where !deleted[index] {
      var row = oldRows[index]
      if updated[index] { row.version += 1 }
      let place = moved[index] ? Double.random(in: 0..<span, using: &generator) : Double(index)
      placed.append((place, row))
    }
    for insertion in 0..<changed {
      let row = Row(id: ID.make(rowCount + insertion, using: &generator), version: 0)
      placed.append((Double.random(in: 0..<span, using: &generator), row))
    }
    placed.sort { $0.place < $1.place }

    let perSection = max(1, rowCount / sectionCount)
    let section = { (place: Double) in min(sectionCount - 1, Int(place) / perSection) }
    var old = (0..<sectionCount).map { (section: $0, rows: [Row<ID>]()) }
    var new = old
    for index in oldRows.indices { old[section(Double(index))].rows.append(oldRows[index]) }
    for entry in placed { new[section(entry.place)].rows.append(entry.row) }
    return DiffInput(old: old, new: new, oldRows: oldRows, newRows: placed.map(\.row))
  }
}
