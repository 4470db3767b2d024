extension TableKit {
  /// Shows ``loadingView`` as the table's footer while a page loads, and the app's own footer
  /// otherwise.
  func updateLoadingView() {
    if isLoadingNextPage {
      if !accessories.showsLoadingView {
        accessories.appFooterView = view.tableFooterView
        accessories.showsLoadingView = true
      }
      if view.tableFooterView !== loadingView { view.tableFooterView = loadingView }
    } else if accessories.showsLoadingView {
      accessories.showsLoadingView = false
      view.tableFooterView = accessories.appFooterView
      accessories.appFooterView = nil
    }
  }

  /// Shows ``emptyView`` behind an empty table, and the app's own background otherwise.
  func updateEmptyState() {
    if let emptyView, shown.isEmpty {
      if !accessories.showsEmptyView {
        accessories.appBackgroundView = view.backgroundView
        accessories.showsEmptyView = true
      }
      if view.backgroundView !== emptyView { view.backgroundView = emptyView }
    } else if accessories.showsEmptyView {
      accessories.showsEmptyView = false
      view.backgroundView = accessories.appBackgroundView
      accessories.appBackgroundView = nil
    }
  }
}
