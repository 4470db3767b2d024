// The defaults of UITableViewDelegate's requirements, which UIKit declares `optional`.
// Each does what UIKit does when the method is absent and records that it ran, so the table can
// tell an implemented method from a missing one (Rules.md R-opt-2, DESIGN.md).

extension UITableViewDelegate {
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns the table's `rowHeight`. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.rowHeight
  }
  /// Returns the table's `sectionHeaderHeight`. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.sectionHeaderHeight
  }
  /// Returns the table's `sectionFooterHeight`. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.sectionFooterHeight
  }
  /// Returns the table's `estimatedRowHeight`. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.estimatedRowHeight
  }
  /// Returns the table's `estimatedSectionHeaderHeight`. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.estimatedSectionHeaderHeight
  }
  /// Returns the table's `estimatedSectionFooterHeight`. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.estimatedSectionFooterHeight
  }
  /// Returns nil: the title header, if any. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: the title footer, if any. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns the proposed path. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return indexPath
  }
  /// Returns the proposed path. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return indexPath
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true; a primary action also needs `performPrimaryActionForRowAt`. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns `.delete`, UIKit's style for an editable row when the method is absent. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return .delete
  }
  /// Returns "Delete", UIKit's (English) default title. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return "Delete"
  }
  /// Returns nil: the default actions. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: the default actions. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns true. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns the proposed path. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return proposedDestinationIndexPath
  }
  /// Returns 0. As UIKit does when the method is absent.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return 0
  }
  /// Returns false. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return false
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
}
