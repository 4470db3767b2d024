/// Rows that form a tree of any depth, each parent expanding to show its children and
/// collapsing to hide them: an outline, on a table and on a collection view alike.
///
/// The tree is the app's: a readable signal of root nodes and a closure giving a node's
/// children (nil for a leaf). Which parents are expanded is a set of their identities in a
/// read-write signal — one the outline makes, or one the app owns and passes in — so it
/// survives table sets and diffs: a parent that moves, or whose children change, keeps its
/// state. See <doc:Outlines>.
///
/// ```swift
/// let files = Outline(tree.readOnly(), id: \.path, children: \.children) { file, _ in
///   FileRow(id: file.path, name: file.name)
/// }
/// bag += kit.show([("Files", [.group(files)])])
/// files.expand("/Documents")
/// ```
///
/// The rows shown are the tree flattened depth first by expansion state: a parent's children
/// follow it while it is expanded and its ancestors are. Collapsing a parent hides all its
/// descendants but keeps their own states, so expanding it again shows them as they were, as
/// UIKit's section snapshots do. Each change is a diff of the kit's table: children appear as
/// inserts and go as deletes, animated, through the kit's one update pipeline.
///
/// A tap on a parent's row toggles it (``OutlineTap/toggles``, the default), or selects it
/// (``OutlineTap/selects``) while an outline disclosure accessory or a button calls
/// ``toggle(_:)``. The kit shows each row's level as a table cell's `indentationLevel` and its
/// state as the cell's `accessibilityExpandedStatus`; the row is also made from an
/// ``OutlineRowState``, so its cell can show both.
///
/// - Note: Change the tree and the expansion state on the main actor.
@MainActor public final class Outline<Node, ID: Hashable, Row>: RowGroup {
  /// The identities of the expanded parents. Set it to expand and collapse as the app: no veto
  /// is asked and no event fires. Identities of nodes the tree does not hold are kept (a node
  /// that comes back comes back expanded) and do nothing meanwhile; remove them to forget them.
  public let expanded: ReadWriteSignal<Set<ID>>
  /// What a tap on a parent's row does.
  public let tap: OutlineTap
  /// Returns whether the user may expand a parent (a tap, or ``expand(_:)`` and ``toggle(_:)``);
  /// unset, every parent can be expanded.
  public var shouldExpand: ((Node) -> Bool)?
  /// Returns whether the user may collapse a parent; unset, every parent can be collapsed.
  public var shouldCollapse: ((Node) -> Bool)?

  private let roots: ReadSignal<[Node]>
  private let id: (Node) -> ID
  private let children: (Node) -> [Node]?
  private let makeRow: (Node, OutlineRowState) -> Row
  private let expandEmitter = Emitter<Node>()
  private let collapseEmitter = Emitter<Node>()
  /// The latest flattening rows were made from: the one the kit shows, or is about to.
  private var entries: [OutlineEntry<Node, ID>] = []

  /// Creates an outline.
  ///
  /// - Parameters:
  ///   - roots: The tree's top-level nodes, as a readable signal: each change is a diff.
  ///   - id: A node's identity, unique in the tree; expansion state is kept by it.
  ///   - children: A node's children; nil for a leaf, and an empty array for a parent that
  ///     has none (yet: children loaded when it is first expanded).
  ///   - expanded: The identities of the expanded parents: a signal the app owns, or by
  ///     default a new one with every parent collapsed.
  ///   - tap: What a tap on a parent's row does.
  ///   - row: Makes a node's row from the node and its place in the tree; its identity must be
  ///     the node's own in the table.
  public init(
    _ roots: ReadSignal<[Node]>, id: @escaping (Node) -> ID,
    children: @escaping (Node) -> [Node]?,
    expanded: ReadWriteSignal<Set<ID>> = ReadWriteSignal([]), tap: OutlineTap = .toggles,
    row: @escaping (Node, OutlineRowState) -> Row
  ) {
    self.roots = roots
    self.id = id
    self.children = children
    self.expanded = expanded
    self.tap = tap
    self.makeRow = row
  }

  /// The parents the user expanded (a tap, ``expand(_:)`` or ``toggle(_:)``), after their
  /// children were set to show.
  public var didExpand: Signal<Node> { expandEmitter.signal }
  /// The parents the user collapsed, after their descendants were set to hide.
  public var didCollapse: Signal<Node> { collapseEmitter.signal }

  /// The tree's shown nodes, depth first, each made into a row.
  public var rows: ReadSignal<[Row]> {
    combineLatest(roots, expanded.readOnly()).map { [weak self] roots, expanded in
      guard let self else { return [] }
      let entries = OutlineTree(roots: roots, id: id, children: children)
        .flattened(expanded: expanded)
      self.entries = entries
      return entries.map { makeRow($0.node, $0.state) }
    }
  }

  /// Returns whether the node with an identity is expanded.
  public func isExpanded(_ id: ID) -> Bool { expanded.value.contains(id) }

  /// Expands the parent with an identity as the user does: ``shouldExpand`` may refuse, and
  /// ``didExpand`` fires. The one entry point of an outline disclosure accessory's action.
  ///
  /// ```swift
  /// cell.accessories = [
  ///   .outlineDisclosure(options: .init(style: .cell)) { [weak files] in
  ///     files?.toggle(folder.path)
  ///   }
  /// ]
  /// ```
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: Whether it was expanded now: false for a node already expanded, a leaf, a node
  ///   the tree does not hold (a row just removed, tapped while it animates away), or a refusal.
  @discardableResult
  public func expand(_ id: ID) -> Bool {
    guard !expanded.value.contains(id), let (node, isExpandable) = node(withID: id),
      isExpandable, shouldExpand?(node) ?? true
    else { return false }
    expanded.value.insert(id)
    expandEmitter.send(node)
    return true
  }

  /// Collapses the parent with an identity as the user does: ``shouldCollapse`` may refuse,
  /// and ``didCollapse`` fires. Its descendants keep their own states.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: Whether it was collapsed now.
  @discardableResult
  public func collapse(_ id: ID) -> Bool {
    guard expanded.value.contains(id), let (node, _) = node(withID: id),
      shouldCollapse?(node) ?? true
    else { return false }
    expanded.value.remove(id)
    collapseEmitter.send(node)
    return true
  }

  /// Expands a collapsed parent or collapses an expanded one, as the user does; see
  /// ``expand(_:)`` and ``collapse(_:)``.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: Whether its state changed.
  @discardableResult
  public func toggle(_ id: ID) -> Bool {
    isExpanded(id) ? collapse(id) : expand(id)
  }

  /// A tap on a parent's row toggles it when ``tap`` says so; other rows stay selected.
  public func didTap(rowAt index: Int) -> RowTapResult {
    guard tap == .toggles, entries.indices.contains(index), entries[index].state.isExpandable
    else { return .staysSelected }
    toggle(entries[index].id)
    return .deselects
  }

  /// The node with an identity: among the shown rows first, else anywhere in the tree.
  private func node(withID wanted: ID) -> (node: Node, isExpandable: Bool)? {
    if let entry = entries.first(where: { $0.id == wanted }) {
      return (entry.node, entry.state.isExpandable)
    }
    return OutlineTree(roots: roots.value, id: id, children: children).node(withID: wanted)
  }
}

extension Outline where Node: Identifiable, ID == Node.ID {
  /// Creates an outline of identifiable nodes, kept expanded by their `id`.
  ///
  /// ```swift
  /// let topics = Outline(forum.topics, children: \.replies) { topic, state in
  ///   TopicRow(topic, level: state.level)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - roots: The tree's top-level nodes, as a readable signal.
  ///   - children: A node's children; nil for a leaf.
  ///   - expanded: The identities of the expanded parents.
  ///   - tap: What a tap on a parent's row does.
  ///   - row: Makes a node's row from the node and its place in the tree.
  public convenience init(
    _ roots: ReadSignal<[Node]>, children: @escaping (Node) -> [Node]?,
    expanded: ReadWriteSignal<Set<ID>> = ReadWriteSignal([]), tap: OutlineTap = .toggles,
    row: @escaping (Node, OutlineRowState) -> Row
  ) {
    self.init(roots, id: \.id, children: children, expanded: expanded, tap: tap, row: row)
  }
}

// MARK: - What the kit shows in cells

/// A row group whose rows have places in a tree, which the kit shows in their cells.
@MainActor protocol OutlineRows: AnyObject {
  /// The place of the group's row at a local index in the latest rows, or nil.
  func outlineState(ofRowAt index: Int) -> OutlineRowState?
}

extension Outline: OutlineRows {
  func outlineState(ofRowAt index: Int) -> OutlineRowState? {
    entries.indices.contains(index) ? entries[index].state : nil
  }
}
