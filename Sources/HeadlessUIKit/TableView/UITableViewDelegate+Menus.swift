// The defaults of UITableViewDelegate's context-menu and focus requirements, which UIKit
// declares `optional` (Rules.md R-opt-2).

extension UITableViewDelegate {
  /// Returns nil: no menu. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: the row's cell. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: the row's cell. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Does nothing: the preview is dismissed. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns the table's `allowsFocus` (`allowsFocusDuringEditing` while editing), which the
  /// method overrides when present (`UITableView.h`).
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.isEditing ? tableView.allowsFocusDuringEditing : tableView.allowsFocus
  }
  /// Returns true. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns nil. As UIKit does when the method is absent.
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns the table's `selectionFollowsFocus` (`UITableView.h`).
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return tableView.selectionFollowsFocus
  }
}
