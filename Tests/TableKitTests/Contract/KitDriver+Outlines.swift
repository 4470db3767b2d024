import TableKitTesting

@testable import TableKit

/// The outline gestures and readings of the contract tests, through TableKitTesting's scripts
/// for the kit's own view.
extension KitDriver {
  /// Expands the parent at `path` by tapping it, throwing on misuse.
  func expand(_ path: IndexPath) throws(InteractionError) {
    if let view = view as? UITableView {
      try view.throwing.expand(rowAt: path)
    } else {
      try (view as! UICollectionView).throwing.expand(itemAt: path)
    }
  }

  /// Collapses the parent at `path` by tapping it, throwing on misuse.
  func collapse(_ path: IndexPath) throws(InteractionError) {
    if let view = view as? UITableView {
      try view.throwing.collapse(rowAt: path)
    } else {
      try (view as! UICollectionView).throwing.collapse(itemAt: path)
    }
  }

  /// The `accessibilityExpandedStatus` of the cell of each visible row, in order.
  var expandedStatuses: [UIAccessibility.ExpandedStatus] {
    visiblePaths.map { cell(at: $0)?.accessibilityExpandedStatus ?? .unsupported }
  }
}
