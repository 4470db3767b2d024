/// Where a row of an ``Outline`` sits in its tree, and whether it shows its children: what its
/// row is made from, and what the kit shows in its cell (a table cell's `indentationLevel`,
/// every cell's `accessibilityExpandedStatus`).
public struct OutlineRowState: Hashable, Sendable {
  /// How deep the row's node is: 0 for a root, 1 for a root's child, and so on (the section
  /// snapshot's `level(of:)`).
  public var level: Int
  /// Whether the node has children to show, even none yet (children loaded when it is first
  /// expanded): a parent, not a leaf.
  public var isExpandable: Bool
  /// Whether the node's children show; always false for a leaf.
  public var isExpanded: Bool

  /// Creates a row's state.
  ///
  /// - Parameters:
  ///   - level: The node's depth, 0 for a root.
  ///   - isExpandable: Whether the node is a parent.
  ///   - isExpanded: Whether its children show; false for a leaf whatever is given.
  public init(level: Int, isExpandable: Bool, isExpanded: Bool) {
    precondition(level >= 0, "OutlineRowState: the level must be 0 or more (it is \(level)).")
    self.level = level
    self.isExpandable = isExpandable
    self.isExpanded = isExpandable && isExpanded
  }
}

/// What a tap on a parent's row does in an ``Outline``.
public enum OutlineTap: Hashable, Sendable {
  /// The tap expands or collapses the parent, and the row does not stay selected, as UIKit's
  /// outline disclosure of style `.header` does; a leaf's row is selected as usual.
  case toggles
  /// The tap selects the row like any other; only ``Outline/toggle(_:)`` (an outline
  /// disclosure accessory's action, a button in the cell) expands and collapses, as UIKit's
  /// style `.cell` does.
  case selects
}
