extension UICollectionView: ContextMenuHost {
  func dismissalPreview(for session: ContextMenuSession) -> UITargetedPreview? {
    guard let first = session.indexPaths.first else { return nil }
    return delegate?.collectionView(
      self, contextMenuConfiguration: session.configuration, dismissalPreviewForItemAt: first)
  }

  func willPerformPreviewAction(
    for session: ContextMenuSession, animator: any UIContextMenuInteractionCommitAnimating
  ) {
    delegate?.collectionView(
      self, willPerformPreviewActionForMenuWith: session.configuration, animator: animator)
  }

  func willEnd(_ session: ContextMenuSession, animator: any UIContextMenuInteractionAnimating) {
    delegate?.collectionView(
      self, willEndContextMenuInteraction: session.configuration, animator: animator)
  }

  func endContextMenu(_ session: ContextMenuSession) {
    if contextMenu === session { contextMenu = nil }
  }
}

extension Headless where Base: UICollectionView {
  /// Long-presses an item as a user does and returns the context menu it opens, or nil if the
  /// delegate gives none (Rules.md R-menu-1).
  ///
  /// The menu acts on the pressed item, or on every selected item when the pressed one is
  /// selected among others (`contextMenuConfigurationForItemsAt`, iOS 16). The delegate's
  /// `highlightPreviewForItemAt` gives the view it lifts from; the configuration's providers
  /// make the preview and the menu; then `willDisplayContextMenu`. A menu still open ends first.
  package func longPressItem(at indexPath: IndexPath, point: CGPoint? = nil)
    -> ContextMenuSession?
  {
    base.contextMenu?.dismiss()
    guard indexPath.section < base.numberOfSections,
      indexPath.item < base.numberOfItems(inSection: indexPath.section),
      let delegate = base.delegate
    else { return nil }
    let selected = base.indexPathsForSelectedItems ?? []
    let paths = selected.contains(indexPath) && selected.count > 1 ? selected.sorted() : [indexPath]
    let frame = base.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    let location = point ?? CGPoint(x: frame.midX, y: frame.midY)
    guard
      let configuration = delegate.collectionView(
        base, contextMenuConfigurationForItemsAt: paths, point: location)
    else { return nil }
    let highlight = delegate.collectionView(
      base, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    let session = ContextMenuSession(
      configuration: configuration, indexPaths: paths, highlightPreview: highlight, host: base)
    base.contextMenu = session
    delegate.collectionView(
      base, willDisplayContextMenu: configuration,
      animator: ContextMenuAnimator(previewViewController: session.previewViewController))
    return session
  }

  /// The context menu showing, if any.
  package var contextMenu: ContextMenuSession? { base.contextMenu }
}
