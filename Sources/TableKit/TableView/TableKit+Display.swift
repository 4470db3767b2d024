extension TableKit {
  func title(forHeaderInSection section: Int) -> String? {
    let value = shown.sections[section].value
    if headerView != nil || value is any ReusableValue { return nil }
    return headerTitle?(value)
  }

  func headerView(inSection section: Int) -> UIView? {
    let value = shown.sections[section].value
    if let headerView { return headerView(value) }
    guard let reusable = value as? any ReusableValue else { return nil }
    let made = reusable.makeReusableView()
    let bag = DisposeBag()
    made.configure(with: value, in: RowLifetimes(configuration: bag, display: bag, row: bag))
    cells.keep(bag, forSupplementary: made.view)
    return made.view
  }

  func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cells.beginDisplay(of: cell)
    rowEmitter.send(RowEvent(kind: .willDisplay, row: shown[indexPath], indexPath: indexPath))
    reportNearEnd(displaying: indexPath)
  }

  func sectionViewEvent(_ kind: SectionEventKind, view: UIView, section: Int) {
    if kind == .didEndDisplayingHeader || kind == .didEndDisplayingFooter {
      cells.endSupplementary(view)
    }
    guard section < shown.sections.count else { return }
    let event = SectionEvent(kind: kind, section: shown.sections[section].value, index: section)
    sectionEmitter.send(event)
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

  private func reportNearEnd(displaying indexPath: IndexPath) {
    if nearEndTracker.shouldFire(
      displaying: indexPath, in: shown, distance: nearEndDistance, isLoading: isLoadingNextPage)
    {
      nearEndEmitter.send(())
    }
  }
}
