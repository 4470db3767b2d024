/// Receives a table view's display, height, header, selection and editing callbacks.
///
/// Mirrors `@MainActor public protocol UITableViewDelegate : UIScrollViewDelegate` (Rules.md
/// R-decl-1). Every requirement is `optional` in UIKit; here each has a default (see
/// `UITableViewDelegate+Defaults.swift`) that does what UIKit does when the method is absent.
/// Not declared: context menus, focus, spring loading, `editActionsForRowAt` (deprecated) and the
/// deprecated menu methods, whose types HeadlessUIKit does not have.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate a cell is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate a section header is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Tells the delegate a section footer is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Tells the delegate a cell left the visible area, or its row was deleted or reloaded.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate a section header is no longer shown.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// Tells the delegate a section footer is no longer shown.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// Returns a row's height; absent means `rowHeight`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Returns a section header's height; absent means `sectionHeaderHeight`.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Returns a section footer's height; absent means `sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// Returns a row's estimated height; implementing it turns estimation on.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Returns a section header's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// Returns a section footer's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  /// Returns a section's header view; absent or nil means the title header, if any.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// Returns a section's footer view; absent or nil means the title footer, if any.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Tells the delegate the user tapped a row's detail button.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Returns whether a touched row highlights; false also stops the selection. Absent means true.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Tells the delegate a row was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Tells the delegate a row's highlight was removed.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Returns the row to select instead of the proposed one, or nil for none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Returns the row to deselect instead of the proposed one, or nil for none.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate the user selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Tells the delegate the user deselected a row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Returns whether a row can perform its primary action.
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
    -> Bool
  /// Performs a row's primary action.
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  /// Returns a row's editing style; absent means `.delete` for editable rows.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Returns the title of a row's delete button; absent means "Delete".
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Returns the actions shown when the row is swiped right; nil means the default actions.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Returns the actions shown when the row is swiped left; nil means the default actions.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Returns whether a row is indented while editing; absent means true.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// Tells the delegate a row is about to be edited by a swipe.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// Tells the delegate editing of a row ended; the path is optional, as in UIKit.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Returns where a dragged row goes instead of the proposed path; absent means the proposal.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// Returns a row's indentation level; absent means 0.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// Returns whether a two-finger pan may start multiple selection; absent means false.
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// Tells the delegate a multiple-selection interaction began.
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// Tells the delegate a multiple-selection interaction ended.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

  // MARK: - Row actions / menus / focus (i25-actions)

  /// Returns the context menu of a row being long-pressed; nil (or absent) for none.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Returns the view the menu lifts from; nil (or absent) for the row's cell.
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Returns the view the menu returns to; nil (or absent) for the row's cell.
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Tells the delegate the user tapped the menu's preview.
  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Tells the delegate a context menu is about to show.
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Tells the delegate a context menu is about to go.
  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Returns whether a row can take focus; absent means the table's `allowsFocus`.
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// Returns whether focus may move as the context describes; absent means true.
  func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool
  /// Tells the delegate focus moved as the context describes.
  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /// Returns the row to focus when focus enters the table; absent means none in particular.
  func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
  /// Returns whether focusing a row selects it; absent means the table's
  /// `selectionFollowsFocus`. Not asked while that is false.
  func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
}
