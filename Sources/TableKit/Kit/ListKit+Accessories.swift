extension ListKit {
  /// The view paging shows now: ``loadingView`` while a page loads, ``failedView`` while paging
  /// failed, none otherwise.
  var wantedPagingView: UIView? {
    switch pagingStore.value {
    case .loading: loadingView
    case .failed: failedView
    case .idle, .exhausted: nil
    }
  }

  /// Shows the paging view where the face puts it (a table's footer view, a grid's last
  /// footer), and the app's own view there otherwise.
  func updatePagingView() {
    placePagingView(wantedPagingView)
    updateOlderPagingView()
  }

  /// Shows ``emptyView`` behind an empty table (or the paging view, where the face shows it
  /// there), and the app's own background otherwise (also once the empty view is set to nil).
  func updateEmptyState() {
    let wanted = accessories.background(
      emptyView: pagingBackgroundView ?? emptyView, isEmpty: shown.isEmpty,
      current: listView.backgroundView)
    if listView.backgroundView !== wanted { listView.backgroundView = wanted }
  }
}
