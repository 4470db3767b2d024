import TableKitTesting
import Testing

@testable import TableKit

/// The row the user reads stays put through any update, on a table and a grid alike: a seeded
/// property test over random tables, scroll positions and updates, and the cases users meet.
@MainActor @Suite(.keepsWindows) struct AnchoringContractTests {
  /// One random case: a table, where the user has scrolled, and the table set next.
  struct Case {
    var before: Table<String, Note>
    var after: Table<String, Note>
    var scroll: CGFloat
    var animated: Bool
    var selfSizing: Bool
  }

  /// Row heights by identity and text: a row whose text changes is resized.
  static func height(_ note: Note) -> CGFloat {
    [30, 44, 44, 61, 90, 130][abs((note.id &* 31) ^ note.text.count) % 6]
  }

  /// The lines of a self-sizing row's text, by identity and text.
  static func lines(_ note: Note) -> Int { 1 + abs((note.id &* 17) ^ note.text.count) % 4 }

  static func randomCase(seed: UInt64) -> Case {
    var random = SplitMix64(seed: seed)
    let sectioned = random.chance(40)
    var next = 0
    func fresh() -> Note {
      next += 1
      return Note(next)
    }
    var rows = (0..<Int.random(in: 6...40, using: &random)).map { _ in fresh() }
    func split(_ rows: [Note]) -> Table<String, Note> {
      guard sectioned, rows.count > 2 else { return Table(sections: [("", rows)]) }
      let cut = rows.count / 2
      return Table(sections: [("First", Array(rows[..<cut])), ("Second", Array(rows[cut...]))])
    }
    let before = split(rows)
    var changed: [Note] = []
    if random.chance(40) {
      changed += (0..<Int.random(in: 1...6, using: &random)).map { _ in fresh() }
    }
    for row in rows {
      if random.chance(15) { continue }  // deleted
      var kept = row
      if random.chance(15) { kept.text += "+" }  // resized
      if random.chance(12) { changed.append(fresh()) }  // inserted before it
      changed.append(kept)
    }
    if random.chance(30), changed.count > 2 {  // one row moved
      let moved = changed.remove(at: Int.random(in: 0..<changed.count, using: &random))
      changed.insert(moved, at: Int.random(in: 0...changed.count, using: &random))
    }
    rows = changed
    return Case(
      before: before, after: split(rows), scroll: CGFloat(Int.random(in: 1...1600, using: &random)),
      animated: random.chance(50), selfSizing: random.chance(50))
  }

  @Test(arguments: KitKind.allCases)
  func theFirstFullyVisibleRowStaysPutThroughRandomUpdates(kind: KitKind) {
    var checked = 0
    for seed in UInt64(0)..<120 {
      let example = Self.randomCase(seed: seed)
      let driver = kind.make(example.before)
      driver.size(
        by: Self.height, selfSizing: example.selfSizing && kind == .table, lines: Self.lines)
      driver.view.layoutIfNeeded()
      let scroll = min(example.scroll, driver.restingOffsets.upperBound)
      guard scroll > 1 else { continue }  // at the top, new rows above show: not this property
      driver.view.contentOffset.y = scroll
      driver.view.layoutIfNeeded()
      guard let (path, screenY) = driver.firstWhollyVisibleRow else { continue }
      let anchored = driver.kit.shown[path]
      driver.kit.setTable(example.after, animated: example.animated)
      for moment in ["right after the update", "after its animation"] {
        if moment == "after its animation" { driver.view.finishAnimations() }
        guard let index = example.after.indices.first(where: { example.after[$0] == anchored }),
          let frame = driver.frame(of: index.indexPath)
        else { break }  // the row left the table: another row stays put, not checked here
        // Where the row would stay put; the content cannot rest outside its resting offsets.
        let needed = frame.minY - screenY
        let resting = driver.restingOffsets
        let clamped = min(max(needed, resting.lowerBound), resting.upperBound)
        let moved = abs(frame.minY - driver.view.contentOffset.y - screenY)
        #expect(
          moved <= 0.5 || (clamped != needed && abs(driver.view.contentOffset.y - clamped) <= 0.5),
          "seed \(seed) (\(kind)), \(moment): row \(anchored.id) moved \(moved) pt; animated \(example.animated), self-sizing \(example.selfSizing)"
        )
        if moment == "right after the update" { checked += 1 }
      }
    }
    #expect(checked > 40)
  }

  @Test(arguments: KitKind.allCases)
  func rowsInsertedAboveAtTheTopShowAndTheOffsetStays(kind: KitKind) {
    let driver = kind.make(notes(1...20))
    driver.view.layoutIfNeeded()
    driver.kit.table.value = notes([100, 101] + Array(1...20))
    driver.view.finishAnimations()
    #expect(driver.view.contentOffset.y == 0)
    #expect(driver.visiblePaths.first == IndexPath(row: 0, section: 0))
  }

  @Test(arguments: KitKind.allCases)
  func rowsInsertedAboveWhenScrolledKeepTheRowOnScreen(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.scroll(by: 88)
    let before = driver.rendered.first
    driver.kit.table.value = notes(Array(100..<110) + Array(1...30))
    #expect(abs(driver.view.contentOffset.y - (88 + 440)) < 0.01)
    driver.view.finishAnimations()
    #expect(driver.rendered.first == before?.replacingOccurrences(of: "0-2", with: "0-12"))
  }

  @Test(arguments: KitKind.allCases)
  func anchoringNoneKeepsTheContentOffsetAsUIKitDoes(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.kit.anchoring = .none
    driver.scroll(by: 88)
    driver.kit.table.value = notes(Array(100..<110) + Array(1...30))
    driver.view.finishAnimations()
    #expect(driver.view.contentOffset.y == 88)
  }

  @Test(arguments: KitKind.allCases)
  func aNamedRowStaysPutEvenWhenItIsNotTheFirstVisibleRow(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.scroll(by: 88)
    driver.kit.anchoring = .row(Note(5))
    let before = driver.frame(of: IndexPath(row: 4, section: 0))!.minY - driver.view.contentOffset.y
    // Row 3, above the named row, is deleted and two rows arrive between them.
    driver.kit.table.value = notes([1, 2, 4, 200, 201] + Array(5...30))
    driver.view.finishAnimations()
    let after = driver.frame(of: IndexPath(row: 5, section: 0))!.minY - driver.view.contentOffset.y
    #expect(after == before)
  }

  @Test(arguments: KitKind.allCases)
  func evenAtTheTopTheFirstRowCanBeKept(kind: KitKind) {
    let driver = kind.make(notes(1...20))
    driver.kit.anchoring = .firstVisibleRowEvenAtTop
    driver.view.layoutIfNeeded()
    driver.kit.setTable(notes([100, 101] + Array(1...20)), animated: false)
    #expect(driver.view.contentOffset.y == 88)
    #expect(driver.rendered.first == "0-2 n1")
  }

  @Test(arguments: KitKind.allCases)
  func whenTheFirstVisibleRowIsDeletedTheRowAboveItStaysPut(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.scroll(by: 100)  // row 3 (n3) is partly visible; n4 is the first whole row
    let n3 = driver.frame(of: IndexPath(row: 2, section: 0))!.minY - driver.view.contentOffset.y
    driver.kit.table.value = notes([100, 1, 2, 3] + Array(5...30))
    driver.view.finishAnimations()
    let after = driver.frame(of: IndexPath(row: 3, section: 0))!.minY - driver.view.contentOffset.y
    #expect(after == n3)
  }
}
