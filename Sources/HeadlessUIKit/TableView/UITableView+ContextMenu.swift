extension UITableView: ContextMenuHost {
  func dismissalPreview(for session: ContextMenuSession) -> UITargetedPreview? {
    delegate?.tableView(
      self, previewForDismissingContextMenuWithConfiguration: session.configuration)
  }

  func willPerformPreviewAction(
    for session: ContextMenuSession, animator: any UIContextMenuInteractionCommitAnimating
  ) {
    delegate?.tableView(
      self, willPerformPreviewActionForMenuWith: session.configuration, animator: animator)
  }

  func willEnd(_ session: ContextMenuSession, animator: any UIContextMenuInteractionAnimating) {
    delegate?.tableView(
      self, willEndContextMenuInteraction: session.configuration, animator: animator)
  }

  func endContextMenu(_ session: ContextMenuSession) {
    if contextMenu === session { contextMenu = nil }
  }
}

extension Headless where Base: UITableView {
  /// Long-presses a row as a user does and returns the context menu it opens, or nil if the
  /// delegate gives none (Rules.md R-menu-1).
  ///
  /// The delegate's `contextMenuConfigurationForRowAt` gives the configuration (nil: nothing
  /// happens); `previewForHighlightingContextMenuWithConfiguration` the view it lifts from; the
  /// configuration's providers make the preview and the menu; then `willDisplayContextMenu`. A
  /// menu still open ends first, as a tap outside it would end it.
  package func longPressRow(at indexPath: IndexPath, point: CGPoint? = nil) -> ContextMenuSession? {
    base.contextMenu?.dismiss()
    guard indexPath.section < base.numberOfSections,
      indexPath.row < base.numberOfRows(inSection: indexPath.section),
      let delegate = base.delegate
    else { return nil }
    let rect = base.rectForRow(at: indexPath)
    let location = point ?? CGPoint(x: rect.midX, y: rect.midY)
    guard
      let configuration = delegate.tableView(
        base, contextMenuConfigurationForRowAt: indexPath, point: location)
    else { return nil }
    let highlight = delegate.tableView(
      base, previewForHighlightingContextMenuWithConfiguration: configuration)
    let session = ContextMenuSession(
      configuration: configuration, indexPaths: [indexPath], highlightPreview: highlight,
      host: base)
    base.contextMenu = session
    delegate.tableView(
      base, willDisplayContextMenu: configuration,
      animator: ContextMenuAnimator(previewViewController: session.previewViewController))
    return session
  }

  /// The context menu showing, if any.
  package var contextMenu: ContextMenuSession? { base.contextMenu }
}
