/// What a kit put in the view's accessory slots (the footer or supplementary view while a page
/// loads, the background while the table is empty) and the app's own views it took out, to put
/// back.
@MainActor struct AccessoryState {
  /// Whether the kit's loading view is showing.
  var showsLoadingView = false
  /// The view the loading view replaced.
  var appFooterView: UIView?
  /// Whether the kit's empty view is showing.
  var showsEmptyView = false
  /// The view the empty view replaced.
  var appBackgroundView: UIView?

  /// Returns the background the view should show — the kit's empty view while the table is
  /// empty, otherwise the app's own background — and notes which it is.
  ///
  /// - Parameters:
  ///   - emptyView: The kit's empty view, if the app gave one.
  ///   - isEmpty: Whether the shown table has no rows.
  ///   - current: The view's background now.
  mutating func background(emptyView: UIView?, isEmpty: Bool, current: UIView?) -> UIView? {
    if let emptyView, isEmpty {
      if !showsEmptyView {
        appBackgroundView = current
        showsEmptyView = true
      }
      return emptyView
    }
    guard showsEmptyView else { return current }
    showsEmptyView = false
    defer { appBackgroundView = nil }
    return appBackgroundView
  }
}
