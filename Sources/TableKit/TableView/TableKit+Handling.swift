// The kit's answers to UIKit's data-source and delegate calls, forwarded by TableViewBridge.
extension TableKit: TableViewHandling {
  func numberOfSections() -> Int { shown.sections.count }

  func numberOfRows(inSection section: Int) -> Int { shown.numberOfRows(inSection: section) }

  func cell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    makeCell(for: tableView, at: indexPath)
  }

  func title(forHeaderInSection section: Int) -> String? {
    let value = shown.sections[section].value
    if headerView != nil || value is any ReusableValue { return nil }
    return headerTitle?(value)
  }

  func title(forFooterInSection section: Int) -> String? {
    footerTitle?(shown.sections[section].value)
  }

  func view(for tableView: UITableView, headerInSection section: Int) -> UIView? {
    let value = shown.sections[section].value
    if let headerView { return headerView(value) }
    guard let reusable = value as? any ReusableValue else { return nil }
    let made = reusable.makeReusableView()
    let bag = DisposeBag()
    made.configure(with: value, in: RowLifetimes(configuration: bag, display: bag, row: bag))
    headerBags[ObjectIdentifier(made.view)] = bag
    return made.view
  }

  func view(for tableView: UITableView, footerInSection section: Int) -> UIView? {
    footerView?(shown.sections[section].value)
  }

  func implements(_ requirement: OptionalDelegateMethod) -> Bool {
    switch requirement {
    case .heightForRow: heightForRow != nil
    case .estimatedHeightForRow: estimatedHeightForRow != nil
    case .heightForHeader: heightForHeader != nil
    case .heightForFooter: heightForFooter != nil
    }
  }

  func height(forRowAt indexPath: IndexPath) -> CGFloat? {
    heightForRow.map { $0(shown[indexPath], indexPath) }
  }

  func estimatedHeight(forRowAt indexPath: IndexPath) -> CGFloat? {
    estimatedHeightForRow.map { $0(shown[indexPath], indexPath) }
  }

  func height(forHeaderInSection section: Int) -> CGFloat? {
    heightForHeader.map { $0(shown.sections[section].value, section) }
  }

  func height(forFooterInSection section: Int) -> CGFloat? {
    heightForFooter.map { $0(shown.sections[section].value, section) }
  }

  func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
    beginDisplay(of: cell)
    let row = shown[indexPath]
    rowEmitter.send(RowEvent(kind: .willDisplay, row: row, indexPath: indexPath))
    reportNearEnd(displaying: indexPath)
  }

  func didEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    guard let row = endDisplay(of: cell) else { return }
    rowEmitter.send(RowEvent(kind: .didEndDisplaying, row: row, indexPath: indexPath))
  }

  func sectionViewEvent(_ kind: SectionEventKind, view: UIView, section: Int) {
    if kind == .didEndDisplayingHeader || kind == .didEndDisplayingFooter {
      headerBags.removeValue(forKey: ObjectIdentifier(view))?.dispose()
    }
    guard section < shown.sections.count else { return }
    let event = SectionEvent(kind: kind, section: shown.sections[section].value, index: section)
    sectionEmitter.send(event)
  }

  func rowEvent(_ kind: RowEventKind, at indexPath: IndexPath) {
    rowEmitter.send(RowEvent(kind: kind, row: shown[indexPath], indexPath: indexPath))
  }

  func willSelect(at indexPath: IndexPath) -> IndexPath? {
    guard let canSelect else { return indexPath }
    return canSelect(shown[indexPath], indexPath) ? indexPath : nil
  }

  // The row event is what UIKit delivered; the selection is state the kit derives from it, so it
  // follows: a tap reads as didSelect, then the selection it produced.
  func didSelect(at indexPath: IndexPath) {
    rowEvent(.select, at: indexPath)
    syncSelectionFromView()
  }

  func didDeselect(at indexPath: IndexPath) {
    rowEvent(.deselect, at: indexPath)
    syncSelectionFromView()
  }

  func prefetch(at indexPaths: [IndexPath]) {
    let rows = indexPaths.map { shown[$0] }
    if let prefetchWorker {
      for row in rows {
        let rowID = identity.row(row)
        guard prefetchWork[rowID] == nil, let work = prefetchWorker(row) else { continue }
        prefetchWork[rowID] = work
      }
    }
    prefetchEmitter.send(rows)
  }

  func cancelPrefetching(at indexPaths: [IndexPath]) {
    let rows = indexPaths.filter { $0.section < shown.sections.count }
      .filter { $0.row < shown.numberOfRows(inSection: $0.section) }.map { shown[$0] }
    for row in rows { prefetchWork.removeValue(forKey: identity.row(row))?.dispose() }
    cancelPrefetchEmitter.send(rows)
  }

  func didScroll(_ scrollView: UIScrollView) {
    scrollEmitter.send(scrollView.contentOffset)
  }

  private func reportNearEnd(displaying indexPath: IndexPath) {
    let count = shown.count
    guard count > 0, !isLoadingNextPage, nearEndReportedCount != count else { return }
    let offset = shown.offset(of: TableIndex(indexPath))
    guard offset >= count - 1 - nearEndDistance else { return }
    nearEndReportedCount = count
    nearEndEmitter.send(())
  }
}
