/// The content and background configurations of a cell or header/footer view, and whether an
/// update for its state is pending: the storage behind their configuration API.
///
/// The rules (Rules.md, Content configurations): a configuration set while automatic updates
/// are on is shown updated for the view's current state; `setNeedsUpdateConfiguration()` marks
/// an update pending and asks for a layout; the pending update runs at the view's next layout
/// pass or, for a cell, before its table or collection view displays it, whichever is first, so
/// several requests make one update. An update applies the automatic updates, then calls
/// `updateConfiguration(using:)`, then the `configurationUpdateHandler` (UITableViewCell.h).
@MainActor struct ViewConfigurations {
  /// The content configuration as the app set it.
  var content: (any UIContentConfiguration)?
  /// The background configuration as the app set it.
  var background: UIBackgroundConfiguration?
  /// The background configuration resolved for the last state.
  var shownBackground: UIBackgroundConfiguration?
  /// Whether state changes update the content configuration; default true.
  var automaticallyUpdatesContent = true
  /// Whether state changes update the background configuration; default true.
  var automaticallyUpdatesBackground = true
  /// Whether an update is pending.
  var needsUpdate = false
  /// Whether an update is running, so requests made by it do not start another.
  private var isUpdating = false

  /// Starts the pending update, if one is pending and none is running.
  mutating func beginUpdate() -> Bool {
    guard needsUpdate, !isUpdating else { return false }
    needsUpdate = false
    isUpdating = true
    return true
  }

  /// Ends the update begun by ``beginUpdate()``.
  mutating func endUpdate() { isUpdating = false }

  /// The content configuration to show for a state.
  func shownContent(for state: any UIConfigurationState) -> (any UIContentConfiguration)? {
    guard automaticallyUpdatesContent else { return content }
    return content?.updated(for: state)
  }

  /// Resolves the background configuration for a state.
  mutating func resolveBackground(for state: any UIConfigurationState) {
    shownBackground = automaticallyUpdatesBackground ? background?.updated(for: state) : background
  }
}

extension UIView {
  /// Returns the content view that shows a configuration in place of `current`: `current`
  /// itself when it is a content view that supports the configuration (which is then set on
  /// it), else a new view the configuration makes, or a plain view when there is no
  /// configuration (UITableViewCell.h, `contentConfiguration`).
  static func contentView(
    showing configuration: (any UIContentConfiguration)?, replacing current: UIView
  ) -> UIView {
    guard let configuration else {
      return current is any UIContentView ? UIView(frame: current.frame) : current
    }
    if let view = current as? any UIContentView, view.supports(configuration) {
      view.configuration = configuration
      return current
    }
    let made = configuration.makeContentView()
    made.frame = current.frame
    return made
  }
}
