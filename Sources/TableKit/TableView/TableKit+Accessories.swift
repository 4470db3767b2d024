extension TableKit {
  /// Shows ``loadingView`` as the table's footer while a page loads, ``failedView`` while
  /// paging failed, and the app's own footer otherwise.
  func updateLoadingView() {
    let wanted: UIView? =
      switch pagingStore.value {
      case .loading: loadingView
      case .failed: failedView
      case .idle, .exhausted: nil
      }
    if let wanted {
      if !accessories.showsLoadingView {
        accessories.appFooterView = view.tableFooterView
        accessories.showsLoadingView = true
      }
      if view.tableFooterView !== wanted { view.tableFooterView = wanted }
    } else if accessories.showsLoadingView {
      accessories.showsLoadingView = false
      view.tableFooterView = accessories.appFooterView
      accessories.appFooterView = nil
    }
  }

  /// Shows ``emptyView`` behind an empty table, and the app's own background otherwise.
  func updateEmptyState() {
    let wanted = accessories.background(
      emptyView: emptyView, isEmpty: shown.isEmpty, current: view.backgroundView)
    if view.backgroundView !== wanted { view.backgroundView = wanted }
  }
}
