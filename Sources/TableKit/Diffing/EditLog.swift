/// Row edits made one after another to a table — inserts, deletes, moves and updates, each at
/// a position of the table as the edits before it left it — and the changes they add up to,
/// known without diffing.
///
/// The log never holds rows. It keeps, for each section an edit touched, the new order of that
/// section as pieces: runs of the base table's rows that stayed in order, rows moved there, and
/// inserted rows. Sections no edit touched keep all their rows in place and cost nothing.
///
/// - Complexity: Each edit is O(*p*) for the *p* pieces of the sections it touches (at most
///   about three per edit so far); ``changes()`` is O(*k* log *k*) for *k* edits. Neither
///   depends on the number of rows.
struct EditLog: Sendable {
  /// A part of a touched section's new order.
  enum Piece: Hashable, Sendable {
    /// Rows of the base table's section `section`, in their base order; `moved` when the row
    /// (then one only) was moved here by an edit.
    case kept(section: Int, rows: Range<Int>, moved: Bool)
    /// A row an edit inserted.
    case inserted

    var count: Int {
      switch self {
      case .kept(_, let rows, _): rows.count
      case .inserted: 1
      }
    }
  }

  /// The number of sections of the base table (edits keep the sections).
  let sectionCount: Int
  /// The new order of each touched section.
  private var pieces: [Int: [Piece]] = [:]
  /// The base row count of each touched section.
  private var baseCounts: [Int: Int] = [:]
  /// The base positions of kept rows whose content an edit replaced.
  private var updated: Set<TableIndex> = []

  /// Creates an empty log over a table of `sectionCount` sections.
  init(sectionCount: Int) {
    self.sectionCount = sectionCount
  }

  /// Whether no edit was logged.
  var isEmpty: Bool { pieces.isEmpty && updated.isEmpty }

  // MARK: Edits

  /// Logs a row inserted at `index` (a position of the edited table after the insert).
  ///
  /// - Parameter rowCount: The edited table's row count of a section (read only for a section
  ///   no edit touched yet, whose count is still the base table's).
  mutating func insert(at index: TableIndex, rowCount: (Int) -> Int) {
    place(.inserted, at: index, rowCount: rowCount)
  }

  /// Logs the row at `index` deleted.
  mutating func delete(at index: TableIndex, rowCount: (Int) -> Int) {
    if case .kept(let section, let rows, _) = take(at: index, rowCount: rowCount) {
      updated.remove(TableIndex(row: rows.lowerBound, section: section))
    }
  }

  /// Logs the row at `source` moved to `destination` (a position after the move).
  mutating func move(from source: TableIndex, to destination: TableIndex, rowCount: (Int) -> Int) {
    var piece = take(at: source, rowCount: rowCount)
    if case .kept(let section, let rows, _) = piece {
      piece = .kept(section: section, rows: rows, moved: true)
    }
    place(piece, at: destination, rowCount: rowCount)
  }

  /// Logs the content of the row at `index` replaced.
  mutating func update(at index: TableIndex, rowCount: (Int) -> Int) {
    guard pieces[index.section] != nil else {
      updated.insert(index)  // an untouched section: the base position is the position
      return
    }
    let (position, offset) = locate(index.row, in: index.section)
    if case .kept(let section, let rows, _) = pieces[index.section]![position] {
      updated.insert(TableIndex(row: rows.lowerBound + offset, section: section))
    }
  }

  // MARK: The changes

  /// Returns the changes from the base table to the edited one, in UIKit's conventions, as
  /// ``TableChanges`` documents them.
  func changes() -> TableChanges {
    var changes = TableChanges(oldSectionCount: sectionCount, newSectionCount: sectionCount)
    // Where each run of base rows went, by base section: its rows and its new start.
    var runs: [Int: [(rows: Range<Int>, start: TableIndex)]] = [:]
    for section in pieces.keys.sorted() {
      var row = 0
      for piece in pieces[section]! {
        let start = TableIndex(row: row, section: section)
        switch piece {
        case .inserted:
          changes._rowInserts.append(start)
        case .kept(let source, let rows, let moved):
          if moved {
            let from = TableIndex(row: rows.lowerBound, section: source)
            changes._rowMoves.append(.init(source: from, destination: start))
          }
          runs[source, default: []].append((rows, start))
        }
        row += piece.count
      }
    }
    for section in runs.keys { runs[section]!.sort { $0.rows.lowerBound < $1.rows.lowerBound } }
    // The base rows of a touched section that no run holds were deleted.
    for section in baseCounts.keys.sorted() {
      var next = 0
      for run in runs[section] ?? [] {
        for row in next..<run.rows.lowerBound {
          changes._rowDeletes.append(TableIndex(row: row, section: section))
        }
        next = run.rows.upperBound
      }
      for row in next..<baseCounts[section]! {
        changes._rowDeletes.append(TableIndex(row: row, section: section))
      }
    }
    for source in updated {
      changes._rowUpdates.append(.init(source: source, destination: destination(of: source, runs)))
    }
    changes._rowMoves.sort { $0.destination < $1.destination }
    changes._rowUpdates.sort { $0.destination < $1.destination }
    return changes
  }

  /// Returns where a kept base row is in the edited table.
  private func destination(
    of source: TableIndex, _ runs: [Int: [(rows: Range<Int>, start: TableIndex)]]
  ) -> TableIndex {
    guard let sectionRuns = runs[source.section] else { return source }
    // The last run starting at or before the row: it holds it (the row was not deleted).
    var low = 0
    var high = sectionRuns.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionRuns[middle].rows.lowerBound <= source.row {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let run = sectionRuns[low]
    return TableIndex(
      row: run.start.row + source.row - run.rows.lowerBound, section: run.start.section)
  }

  // MARK: Pieces

  /// Starts the pieces of a section no edit touched: all its base rows, in order.
  private mutating func touch(_ section: Int, rowCount: (Int) -> Int) {
    guard pieces[section] == nil else { return }
    let count = rowCount(section)
    baseCounts[section] = count
    pieces[section] = count > 0 ? [.kept(section: section, rows: 0..<count, moved: false)] : []
  }

  /// Returns the piece holding the row at `row` of a touched section and the row's offset in
  /// it; past the last row, the piece count and 0.
  private func locate(_ row: Int, in section: Int) -> (piece: Int, offset: Int) {
    var start = 0
    for (position, piece) in pieces[section]!.enumerated() {
      if row < start + piece.count { return (position, row - start) }
      start += piece.count
    }
    return (pieces[section]!.count, row - start)
  }

  /// Removes the row at `index` from its piece and returns it as a piece of its own.
  private mutating func take(at index: TableIndex, rowCount: (Int) -> Int) -> Piece {
    touch(index.section, rowCount: rowCount)
    let (position, offset) = locate(index.row, in: index.section)
    let piece = pieces[index.section]![position]
    guard case .kept(let section, let rows, let moved) = piece else {
      pieces[index.section]!.remove(at: position)
      return .inserted
    }
    let row = rows.lowerBound + offset
    var replacement: [Piece] = []
    if row > rows.lowerBound {
      replacement.append(.kept(section: section, rows: rows.lowerBound..<row, moved: moved))
    }
    if row + 1 < rows.upperBound {
      replacement.append(.kept(section: section, rows: (row + 1)..<rows.upperBound, moved: moved))
    }
    pieces[index.section]!.replaceSubrange(position...position, with: replacement)
    return .kept(section: section, rows: row..<(row + 1), moved: moved)
  }

  /// Places a one-row piece at `index`, splitting the piece there.
  private mutating func place(_ piece: Piece, at index: TableIndex, rowCount: (Int) -> Int) {
    touch(index.section, rowCount: rowCount)
    let (position, offset) = locate(index.row, in: index.section)
    guard offset > 0,
      case .kept(let section, let rows, let moved) = pieces[index.section]![position]
    else {
      pieces[index.section]!.insert(piece, at: position)
      return
    }
    let split = rows.lowerBound + offset
    pieces[index.section]!.replaceSubrange(
      position...position,
      with: [
        .kept(section: section, rows: rows.lowerBound..<split, moved: moved), piece,
        .kept(section: section, rows: split..<rows.upperBound, moved: moved),
      ])
  }
}
