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
}
