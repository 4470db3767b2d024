/// The element a collection view is asking its data source for, and the views the data source
/// dequeued while answering.
///
/// UIKit lets a data source dequeue exactly one view per request and requires that view to be
/// the one returned (Rules.md R-reuse-5, "Expected dequeued view to be returned…").
struct ViewRequest {
  /// The index path being asked for.
  var indexPath: IndexPath
  /// The views dequeued so far during the request.
  var dequeued: [UICollectionReusableView] = []
  /// The displayed cell a reconfigure hands back instead of dequeuing, if this is a reconfigure.
  var reconfiguring: UICollectionViewCell?
}

/// The selected index paths in the order they were selected, with constant-time membership.
struct SelectionList: Equatable {
  private(set) var paths: [IndexPath] = []
  private var members: Set<IndexPath> = []

  /// Whether nothing is selected.
  var isEmpty: Bool { paths.isEmpty }

  /// Whether a path is selected.
  func contains(_ path: IndexPath) -> Bool { members.contains(path) }

  /// Selects a path; selecting it again keeps its original place.
  mutating func insert(_ path: IndexPath) {
    guard members.insert(path).inserted else { return }
    paths.append(path)
  }

  /// Deselects a path.
  mutating func remove(_ path: IndexPath) {
    guard members.remove(path) != nil else { return }
    paths.removeAll { $0 == path }
  }

  /// Deselects everything.
  mutating func removeAll() {
    paths = []
    members = []
  }

  /// Returns the selection carried through an update: each path moved to its new place, paths
  /// the update deleted or reloaded dropped.
  func remapped(_ newPath: (IndexPath) -> IndexPath?) -> SelectionList {
    var result = SelectionList()
    for path in paths {
      if let moved = newPath(path) { result.insert(moved) }
    }
    return result
  }
}
