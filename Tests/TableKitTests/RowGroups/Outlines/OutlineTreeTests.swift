import Testing

@testable import TableKit

/// The flattening of a tree by expansion state: depth first, a node's children only while it
/// and every ancestor are expanded, each with its level.
@Suite struct OutlineTreeTests {
  let tree = OutlineTree(roots: documentsTree, id: \.id, children: \.children)

  @Test func onlyRootsShowWhileNothingIsExpanded() {
    #expect(tree.flattened(expanded: []).map(\.node.name) == ["Documents", "Photos", "readme"])
  }

  @Test func childrenFollowTheirExpandedParentOneLevelDeeper() {
    let entries = tree.flattened(expanded: [1, 2])
    #expect(entries.map(\.node.name) == ["Documents", "Work", "plan", "notes", "Photos", "readme"])
    #expect(entries.map(\.state.level) == [0, 1, 2, 1, 0, 0])
    #expect(entries.map(\.state.isExpanded) == [true, true, false, false, false, false])
    #expect(entries.map(\.state.isExpandable) == [true, true, false, false, true, false])
  }

  @Test func anExpandedNodeUnderACollapsedParentStaysHidden() {
    #expect(
      tree.flattened(expanded: [2, 5]).map(\.node.name) == [
        "Documents", "Photos", "beach", "readme",
      ])
  }

  @Test func aLeafIsNeverExpandedEvenIfItsIdentityIsInTheSet() {
    let entries = tree.flattened(expanded: [7])
    #expect(
      entries.last?.state == OutlineRowState(level: 0, isExpandable: false, isExpanded: false))
  }

  @Test func aParentWithNoChildrenYetIsExpandable() {
    let empty = OutlineTree(roots: [Folder.folder(1, "Empty", [])], id: \.id, children: \.children)
    #expect(empty.flattened(expanded: [1]).map(\.state.isExpanded) == [true])
  }

  @Test func aDeepChainFlattensWithoutRecursion() {
    var node = Folder.file(0, "leaf")
    for id in 1...20_000 { node = .folder(id, "n\(id)", [node]) }
    let chain = OutlineTree(roots: [node], id: \.id, children: \.children)
    let entries = chain.flattened(expanded: Set(0...20_000))
    #expect(entries.count == 20_001)
    #expect(entries.last?.state.level == 20_000)
    #expect(chain.node(withID: 0)?.node.name == "leaf")
  }

  @Test func nodesAreFoundByIdentityWhereverTheyAre() {
    #expect(tree.node(withID: 3)?.node.name == "plan")
    #expect(tree.node(withID: 5)?.isExpandable == true)
    #expect(tree.node(withID: 99) == nil)
  }
}
