// The defaults of the drag and drop delegates' requirements UIKit declares `optional`: each does
// what UIKit does when the method is absent (UITableView.h, Rules.md R-drag-*) and records that
// it ran (Rules.md R-opt-2).

extension UITableViewDragDelegate {
  /// Adds nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return []
  }
  /// Returns nil: the whole cell is the preview. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true: "If not implemented, defaults to YES".
  public func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Returns false: "If not implemented, defaults to NO".
  public func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return false
  }
}

extension UITableViewDropDelegate {
  /// Returns true: "If not implemented, a default value of YES is assumed".
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns a `.cancel` proposal: a view "must implement this method to accept a drop"
  /// (UIDropInteraction.h).
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return UITableViewDropProposal(operation: .cancel)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns nil: the whole cell is the preview. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
}
