extension TableKit {
  /// Shows `wanted` (the loading or failed view) as the table's footer view, putting the app's
  /// own footer back when it goes.
  func showFooter(_ wanted: UIView?) {
    let footer = accessories.footer(wanted, current: view.tableFooterView)
    if view.tableFooterView !== footer { view.tableFooterView = footer }
  }
}
