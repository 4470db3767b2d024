extension ListKit {
  /// A cell is about to be displayed. A cell the view shows again without asking for it (it
  /// kept the cell near the visible area) is configured again when its configuration or its
  /// display work ended.
  func willDisplay(_ cell: UIView, at indexPath: IndexPath) {
    if let state = cells.beginDisplay(of: cell) {
      configure(state, cell: cell, with: shown[indexPath])
    }
    rowEmitter.send(RowEvent(kind: .willDisplay, row: shown[indexPath], indexPath: indexPath))
    checkNearEnd(displaying: indexPath)
    checkNearStart(displaying: indexPath)
    keepAtBottomThroughLayout()
  }

  /// A cell ended its display. The view may keep it for its row, to display again without asking
  /// for it (`cellForRow(at:)` and `cellForItem(at:)` return such a cell on iOS 15 and later).
  func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
    let isKept = listView.listCell(at: indexPath) === cell
    keepAtBottomThroughLayout()
    guard let row = cells.endDisplay(of: cell, isKept: isKept) as? Row else { return }
    rowEmitter.send(RowEvent(kind: .didEndDisplaying, row: row, indexPath: indexPath))
  }

  /// Tells observers a header or footer was displayed or ended; an ended view's bags end.
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

  /// A tap selected a row: observers hear of it, the selection follows the view, and a row that
  /// acts rather than stays selected is deselected as the tap's pass ends.
  func didSelect(at indexPath: IndexPath) {
    rowEvent(.select, at: indexPath)
    syncSelectionFromView()
    let row = shown[indexPath]
    if deselectsOnTap?(row) == true { deselectAfterTap(row) }
  }

  func didDeselect(at indexPath: IndexPath) {
    rowEvent(.deselect, at: indexPath)
    syncSelectionFromView()
  }

  /// Whether the user may select the row at a path.
  func canSelect(at indexPath: IndexPath) -> Bool {
    canSelect.map { $0(shown[indexPath], indexPath) } ?? true
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
