extension TableKit {
  /// Shows `wanted` (the loading or failed view) as the table's footer view, putting the app's
  /// own footer back when it goes.
  func showFooter(_ wanted: UIView?) {
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
}
