extension TableKit {
  /// Shows `wanted` (the loading or failed view) as the table's footer view, putting the app's
  /// own footer back when it goes.
  func showFooter(_ wanted: UIView?) {
    let footer = accessories.footer(wanted, current: view.tableFooterView)
    if view.tableFooterView !== footer { view.tableFooterView = footer }
  }

  /// Shows the older-page loading or failed view as the table's header view, and the app's own
  /// header view otherwise.
  func showHeader(_ wanted: UIView?) {
    let header = accessories.header(wanted, current: view.tableHeaderView)
    if view.tableHeaderView !== header { view.tableHeaderView = header }
  }
}
