extension CollectionKit {
  func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    cells.beginDisplay(of: cell)
    rowEmitter.send(RowEvent(kind: .willDisplay, row: shown[indexPath], indexPath: indexPath))
    if nearEndTracker.shouldFire(
      displaying: indexPath, in: shown, distance: nearEndDistance, isLoading: isLoadingNextPage)
    {
      nearEndEmitter.send(())
    }
  }

  func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let row = cells.endDisplay(of: cell) as? Row else { return }
    rowEmitter.send(RowEvent(kind: .didEndDisplaying, row: row, indexPath: indexPath))
  }

  func supplementaryViewEvent(
    _ view: UICollectionReusableView, kind: String, at indexPath: IndexPath, ending: Bool
  ) {
    if ending { cells.endSupplementary(view) }
    let isFooter = kind == UICollectionView.elementKindSectionFooter
    guard kind == UICollectionView.elementKindSectionHeader || isFooter,
      indexPath.section < shown.sections.count
    else { return }
    let eventKind: SectionEventKind =
      switch (isFooter, ending) {
      case (false, false): .willDisplayHeader
      case (false, true): .didEndDisplayingHeader
      case (true, false): .willDisplayFooter
      case (true, true): .didEndDisplayingFooter
      }
    sectionEmitter.send(
      SectionEvent(
        kind: eventKind, section: shown.sections[indexPath.section].value,
        index: indexPath.section))
  }

  func rowEvent(_ kind: RowEventKind, at indexPath: IndexPath) {
    rowEmitter.send(RowEvent(kind: kind, row: shown[indexPath], indexPath: indexPath))
  }

  func prefetch(at indexPaths: [IndexPath]) {
    let rows = indexPaths.map { shown[$0] }
    rowWork.prefetch(rows, identity: identity, worker: prefetchWorker)
    prefetchEmitter.send(rows)
  }

  func cancelPrefetching(at indexPaths: [IndexPath]) {
    cancelPrefetchEmitter.send(
      rowWork.cancelPrefetching(at: indexPaths, in: shown, identity: identity))
  }
}
