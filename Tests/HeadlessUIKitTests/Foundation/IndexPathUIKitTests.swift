import HeadlessUIKit
import Testing

@Suite struct IndexPathUIKitTests {
  @Test func rowAndSectionReadTheTwoIndicesAsTheOverlayDoes() {
    // Rules.md R-decl-4: init(row:section:) is [section, row].
    var path = IndexPath(row: 3, section: 1)
    #expect(Array(path) == [1, 3])
    #expect(path.row == 3 && path.section == 1 && path.item == 3)
    path.row = 5
    path.section = 2
    #expect(path == IndexPath(item: 5, section: 2))
  }

  @Test func rowAndItemPathsEqualAndHashLikePathsFromAnArray() {
    for (section, index) in [(0, 0), (1, 3), (-2, 7), (Int.max, Int.min)] {
      let fromArray = IndexPath(indexes: [section, index])
      for path in [
        IndexPath(row: index, section: section), IndexPath(item: index, section: section),
      ] {
        #expect(path == fromArray && path.hashValue == fromArray.hashValue)
        #expect(path.compare(fromArray) == .orderedSame && Array(path) == [section, index])
      }
    }
  }

  @Test func aPathWithoutTwoIndicesStopsWithTheOverlayMessage() async {
    // Rules.md R-decl-4: precondition(count == 2, "Invalid index path for use with UITableView…").
    await #expect(processExitsWith: .failure) {
      _ = IndexPath(indexes: [1, 2, 3]).row
    }
  }
}
