/// What a kit put in the view's accessory slots (the footer while a page loads, the background
/// while the table is empty) and the app's own views it took out, to put back.
///
/// The app keeps owning the slots: a view the app puts in a slot while the kit's view shows
/// there becomes the app's view to put back (the kit's view goes on showing while it is
/// wanted), and a slot the app changed is never overwritten with an older view of the app's.
@MainActor struct AccessoryState {
  /// The loading or failed view the kit shows in the footer slot, if any.
  private(set) var shownFooter: UIView?
  /// The view the kit's footer replaced.
  private var appFooterView: UIView?
  /// The empty view the kit shows as the background, if any.
  private var shownBackground: UIView?
  /// The view the empty view replaced.
  private var appBackgroundView: UIView?

  /// Whether the kit's loading or failed view shows in the footer slot.
  var showsFooter: Bool { shownFooter != nil }

  // MARK: - Older pages

  /// The older-page loading or failed view the kit shows in the header slot, if any.
  private(set) var shownHeader: UIView?
  /// The view the kit's header replaced.
  private var appHeaderView: UIView?

  /// Returns the view the header slot should hold — `wanted` (the kit's older-page view), or
  /// the app's own when nil — and notes which it is.
  ///
  /// - Parameter current: What the slot holds now.
  mutating func header(_ wanted: UIView?, current: UIView?) -> UIView? {
    Self.slot(wanted, current: current, shown: &shownHeader, app: &appHeaderView)
  }

  /// Returns the view the footer slot should hold — `wanted` (the kit's paging view), or the
  /// app's own when nil — and notes which it is.
  ///
  /// - Parameter current: What the slot holds now.
  mutating func footer(_ wanted: UIView?, current: UIView?) -> UIView? {
    Self.slot(wanted, current: current, shown: &shownFooter, app: &appFooterView)
  }

  /// Returns the background the view should show — the kit's empty view while the table is
  /// empty, otherwise the app's own background — and notes which it is.
  ///
  /// - Parameters:
  ///   - emptyView: The kit's empty view, if the app gave one.
  ///   - isEmpty: Whether the shown table has no rows.
  ///   - current: The view's background now.
  mutating func background(emptyView: UIView?, isEmpty: Bool, current: UIView?) -> UIView? {
    Self.slot(
      isEmpty ? emptyView : nil, current: current, shown: &shownBackground,
      app: &appBackgroundView)
  }

  /// One slot's answer: the kit's `wanted` view over the app's, the app's when the kit wants
  /// none, and the app's latest whenever it replaced what the kit showed.
  private static func slot(
    _ wanted: UIView?, current: UIView?, shown: inout UIView?, app: inout UIView?
  ) -> UIView? {
    if let kits = shown, current !== kits {
      app = current  // the app put its own view there meanwhile: that is the one to put back
      shown = nil
    }
    guard let wanted else {
      guard shown != nil else { return current }
      shown = nil
      defer { app = nil }
      return app
    }
    if shown == nil { app = current }
    shown = wanted
    return wanted
  }
}
