import TableKit

/// Generates pairs of small tables that exercise every hard case: duplicate identifiers, empty
/// sections, section moves with rows moving across sections, inserted and deleted sections,
/// and content updates.
struct RandomTables {
  var random: SplitMix64
  /// Multiplies the number of sections, rows per section, identifiers and edits.
  var scale: Int

  init(seed: UInt64, scale: Int = 1) {
    random = SplitMix64(seed: seed)
    self.scale = scale
  }

  mutating func pair() -> (old: TestTable, new: TestTable) {
    let rowPool = Int.random(in: 4...40 * scale * scale, using: &random)
    let sectionPool = Int.random(in: 2...8 * scale, using: &random)
    let old = table(rowPool: rowPool, sectionPool: sectionPool)
    if random.chance(10) { return (old, table(rowPool: rowPool, sectionPool: sectionPool)) }
    return (old, edit(old, rowPool: rowPool, sectionPool: sectionPool))
  }

  private mutating func table(rowPool: Int, sectionPool: Int) -> TestTable {
    let sections = (0..<Int.random(in: 0...5 * scale, using: &random)).map { _ in
      (
        group(sectionPool),
        (0..<Int.random(in: 0...6 * scale, using: &random)).map { _ in item(rowPool) }
      )
    }
    return TestTable(sections: sections)
  }

  private mutating func group(_ pool: Int) -> Group {
    Group(id: "s\(Int.random(in: 0..<pool, using: &random))", content: random.chance(20) ? 1 : 0)
  }

  private mutating func item(_ pool: Int) -> Item {
    Item(id: "r\(Int.random(in: 0..<pool, using: &random))", content: random.chance(20) ? 1 : 0)
  }

  /// Returns `old` edited: sections dropped, inserted, reordered and updated; rows deleted,
  /// inserted, updated, reordered and moved across sections.
  private mutating func edit(_ old: TestTable, rowPool: Int, sectionPool: Int) -> TestTable {
    var sections = old.sections.map { ($0.value, Array($0.rows)) }
    sections.removeAll { _ in random.chance(20) }
    for _ in 0..<Int.random(in: 0...2 * scale, using: &random) where random.chance(50) {
      sections.insert(
        (group(sectionPool), []), at: Int.random(in: 0...sections.count, using: &random))
    }
    if random.chance(40) { sections.shuffle(using: &random) }
    for index in sections.indices {
      if random.chance(15) { sections[index].0.content += 1 }
      sections[index].1 = sections[index].1.compactMap { row in
        if random.chance(15) { return nil }
        return random.chance(15) ? Item(id: row.id, content: row.content + 1) : row
      }
      if random.chance(20) { sections[index].1.shuffle(using: &random) }
    }
    guard !sections.isEmpty else { return TestTable(sections: sections) }
    for _ in 0..<Int.random(in: 0...4 * scale * scale, using: &random) {
      let section = Int.random(in: 0..<sections.count, using: &random)
      sections[section].1.insert(
        item(rowPool), at: Int.random(in: 0...sections[section].1.count, using: &random))
    }
    let moves = Int.random(in: 0...4 * scale * scale, using: &random)
    moveRandomRows(in: &sections, times: moves, using: &random)
    return TestTable(sections: sections)
  }
}

/// Moves `times` random rows to random places, across sections too (an empty source is skipped).
func moveRandomRows(
  in sections: inout [(Group, [Item])], times: Int, using random: inout SplitMix64
) {
  for _ in 0..<times {
    let from = Int.random(in: 0..<sections.count, using: &random)
    guard !sections[from].1.isEmpty else { continue }
    let row = sections[from].1.remove(
      at: Int.random(in: 0..<sections[from].1.count, using: &random))
    let to = Int.random(in: 0..<sections.count, using: &random)
    sections[to].1.insert(row, at: Int.random(in: 0...sections[to].1.count, using: &random))
  }
}
