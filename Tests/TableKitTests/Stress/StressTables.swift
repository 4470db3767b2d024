import TableKit

/// Makes the tables a stress run's app sets: edits of the current table (rows deleted, inserted,
/// updated, reordered and moved across sections; sections inserted, deleted and reordered),
/// sometimes a new or an empty table, and pages appended to the end. Row and section identifiers
/// are unique within a table, so every user edit names one row.
struct StressTables {
  var random: SplitMix64
  /// Tables grow by pages and shrink by edits; edits delete more above this many rows.
  var rowBudget = 48
  private var nextRow = 0
  private var nextSection = 0

  init(random: SplitMix64) { self.random = random }

  mutating func freshRow() -> Item {
    nextRow += 1
    return Item(id: "r\(nextRow)", content: 0)
  }

  mutating func freshSection() -> Group {
    nextSection += 1
    return Group(id: "s\(nextSection)", content: 0)
  }

  /// A table of up to `sections` sections of up to `rows` new rows each.
  mutating func fresh(sections: Int = 3, rows: Int = 12) -> TestTable {
    let count = Int.random(in: 0...sections, using: &random)
    return TestTable(
      sections: (0..<count).map { _ in
        (freshSection(), (0..<Int.random(in: 0...rows, using: &random)).map { _ in freshRow() })
      })
  }

  /// Returns the table the app sets next, made from `table`.
  mutating func next(after table: TestTable) -> TestTable {
    if random.chance(4) { return TestTable() }
    if random.chance(6) { return fresh() }
    return edit(table)
  }

  /// Returns `table` with a page of new rows appended to its last section (or a new section).
  mutating func page(after table: TestTable) -> TestTable {
    var sections = table.sections.map { ($0.value, Array($0.rows)) }
    let rows = (0..<Int.random(in: 1...8, using: &random)).map { _ in freshRow() }
    if sections.isEmpty || random.chance(20) {
      sections.append((freshSection(), rows))
    } else {
      sections[sections.count - 1].1 += rows
    }
    return TestTable(sections: sections)
  }

  private mutating func edit(_ table: TestTable) -> TestTable {
    var sections = table.sections.map { ($0.value, Array($0.rows)) }
    let deleteChance = table.count > rowBudget ? 40 : 12
    if random.chance(10) { sections.removeAll { _ in random.chance(30) } }
    if sections.isEmpty || random.chance(15) {
      sections.insert((freshSection(), []), at: Int.random(in: 0...sections.count, using: &random))
    }
    if random.chance(10) { sections.shuffle(using: &random) }
    for index in sections.indices {
      if random.chance(8) { sections[index].0.content += 1 }
      sections[index].1 = sections[index].1.compactMap { row in
        if random.chance(deleteChance) { return nil }
        return random.chance(10) ? Item(id: row.id, content: row.content + 1) : row
      }
      if random.chance(10) { sections[index].1.shuffle(using: &random) }
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let section = Int.random(in: 0..<sections.count, using: &random)
      sections[section].1.insert(
        freshRow(), at: Int.random(in: 0...sections[section].1.count, using: &random))
    }
    moveRandomRows(in: &sections, times: Int.random(in: 0...2, using: &random), using: &random)
    return TestTable(sections: sections)
  }
}

extension Table where Section == Group, Row == Item {
  /// Returns the table without the row of an identifier, as a user's delete applies to it.
  func removingRow(id: String) -> TestTable {
    TestTable(sections: sections.map { ($0.value, $0.rows.filter { $0.id != id }) })
  }

  /// Returns the table with the row of an identifier moved after the row of another, or to the
  /// start of a section, as a user's move applies to a table the view does not show yet.
  func movingRow(id: String, after previousID: String?, section sectionID: String) -> TestTable {
    var sections = sections.map { ($0.value, Array($0.rows)) }
    guard let from = sections.firstIndex(where: { $0.1.contains { $0.id == id } }) else {
      return self
    }
    let row = sections[from].1.first { $0.id == id }!
    sections[from].1.removeAll { $0.id == id }
    if let previousID,
      let section = sections.firstIndex(where: { $0.1.contains { $0.id == previousID } })
    {
      let index = sections[section].1.firstIndex { $0.id == previousID }!
      sections[section].1.insert(row, at: index + 1)
    } else if let section = sections.firstIndex(where: { $0.0.id == sectionID }) {
      sections[section].1.insert(row, at: 0)
    } else {
      return self
    }
    return TestTable(sections: sections)
  }

  /// Returns the table with `row` inserted before the row of an identifier, as a user's insert
  /// applies to it; unchanged when no row has that identifier.
  func insertingRow(_ row: Item, before id: String) -> TestTable {
    TestTable(
      sections: sections.map { section in
        (section.value, section.rows.flatMap { $0.id == id ? [row, $0] : [$0] })
      })
  }

  /// Returns whether the table holds a row with an identifier.
  func contains(rowID: String) -> Bool { contains { $0.id == rowID } }
}
