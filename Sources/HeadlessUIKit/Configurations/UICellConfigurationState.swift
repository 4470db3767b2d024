/// The state of a cell, which its configurations resolve against and its update handler reads.
///
/// Mirrors `public struct UICellConfigurationState : UIConfigurationState, Hashable` (iOS 14).
/// A cell builds it from its own state in `configurationState`; a subclass that adds custom
/// states overrides that getter, calls `super`, and sets them (UICollectionViewCell.h).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Where a cell is in a drag.
  public enum DragState: Hashable, Sendable {
    /// Not part of a drag.
    case none
    /// Lifting at the start of a drag.
    case lifting
    /// Being dragged.
    case dragging
  }

  /// Where a cell is in a drop.
  public enum DropState: Hashable, Sendable {
    /// Not part of a drop.
    case none
    /// A drop is under way but does not target the cell.
    case notTargeted
    /// A drop targets the cell.
    case targeted
  }

  /// The traits the cell has.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is focused.
  public var isFocused = false
  /// Whether the cell is pinned.
  public var isPinned = false
  /// Whether the cell is in editing mode.
  public var isEditing = false
  /// Whether the cell's item is expanded in an outline.
  public var isExpanded = false
  /// Whether the cell shows its swipe actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// Where the cell is in a drag.
  public var cellDragState: DragState = .none
  /// Where the cell is in a drop.
  public var cellDropState: DropState = .none
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state for a trait collection, with every flag off.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// A custom state an app keeps under its own key; nil when none is set.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
