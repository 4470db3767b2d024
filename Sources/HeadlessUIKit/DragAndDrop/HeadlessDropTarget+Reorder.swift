extension HeadlessDropTarget {
  /// Reorders a row or item dragged within the view as UIKit's own reorder does, the sequence
  /// both views share (``HeadlessDropTarget/headlessReorder(from:to:)``): nothing when the data
  /// source cannot move it (`canMove`), nothing more for a drop where it was lifted, then the
  /// data source's optional `move` (`requirement`, sent through `move`) and, when implemented,
  /// the view's own move (`moveInView`) and a layout pass. Returns false, having changed
  /// nothing, when `canMove` is false or the data source lacks the move method.
  func reorder(
    from source: IndexPath, to destination: IndexPath, canMove: Bool,
    requirement: String, of dataSource: AnyObject, move: () -> Void, moveInView: () -> Void
  ) -> Bool {
    guard canMove else { return false }
    guard destination != source else { return true }
    guard OptionalRequirement.call(requirement, of: dataSource, move).isImplemented else {
      return false
    }
    moveInView()
    layoutIfNeeded()
    return true
  }
}
