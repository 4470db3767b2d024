/// One row of an outline: a node shown, its identity and its place in the tree.
struct OutlineEntry<Node, ID: Hashable> {
  let node: Node
  let id: ID
  let state: OutlineRowState
}

/// An outline's tree read through its closures: the nodes shown, depth first, by expansion state,
/// and the nodes found by identity wherever they are.
struct OutlineTree<Node, ID: Hashable> {
  let roots: [Node]
  let id: (Node) -> ID
  let children: (Node) -> [Node]?

  /// Returns the nodes shown, depth first: every root, and the children of each shown node
  /// whose identity is in `expanded` — so a node under a collapsed ancestor is hidden whatever
  /// its own state, and shows again in that state when the ancestor is expanded.
  ///
  /// - Complexity: O(*n*) in the nodes shown (and the children lists they read).
  func flattened(expanded: Set<ID>) -> [OutlineEntry<Node, ID>] {
    var entries: [OutlineEntry<Node, ID>] = []
    // A stack rather than recursion: a tree as deep as a long chain must not overflow.
    var stack: [(node: Node, level: Int)] = roots.reversed().map { ($0, 0) }
    while let (node, level) = stack.popLast() {
      let nodeID = id(node)
      let kids = children(node)
      let isExpanded = kids != nil && expanded.contains(nodeID)
      entries.append(
        OutlineEntry(
          node: node, id: nodeID,
          state: OutlineRowState(level: level, isExpandable: kids != nil, isExpanded: isExpanded)))
      if isExpanded, let kids {
        stack.append(contentsOf: kids.reversed().map { ($0, level + 1) })
      }
    }
    return entries
  }

  /// Returns the node with an identity, shown or hidden, and whether it has children; nil when
  /// the tree has none.
  ///
  /// - Complexity: O(*n*) in the nodes of the tree.
  func node(withID wanted: ID) -> (node: Node, isExpandable: Bool)? {
    var stack = Array(roots.reversed())
    while let node = stack.popLast() {
      let kids = children(node)
      if id(node) == wanted { return (node, kids != nil) }
      stack.append(contentsOf: (kids ?? []).reversed())
    }
    return nil
  }
}
