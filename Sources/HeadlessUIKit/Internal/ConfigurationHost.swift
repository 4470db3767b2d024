/// A cell or header/footer view with content and background configurations: what a table
/// cell, a collection view cell and a table header/footer view share of their configuration
/// plumbing (Rules.md, Content configurations), over the storage of ``ViewConfigurations``.
/// Each view says only what differs: its state's type, its update handler, which of its own
/// views a new content view or a background configuration drops.
@MainActor protocol ConfigurationHost: UIView {
  associatedtype State: UIConfigurationState
  /// The view's configurations and their pending update.
  var configurations: ViewConfigurations { get set }
  /// The view that shows the content configuration.
  var contentView: UIView { get }
  /// The state the configurations resolve against.
  var configurationState: State { get }
  /// The view's (overridable) update for a state.
  func updateConfiguration(using state: State)
  /// Calls the app's `configurationUpdateHandler`, if any.
  func callConfigurationUpdateHandler(_ state: State)
  /// Makes `view` the content view; what the old one held (a table cell's labels and image
  /// view) goes with it.
  func replaceContentView(with view: UIView)
  /// Clears the background views a background configuration takes the place of.
  func clearBackgroundViews()
}

extension ConfigurationHost {
  /// Marks an update pending and asks for a layout pass, which runs it (several requests make
  /// one update).
  func requestConfigurationUpdate() {
    configurations.needsUpdate = true
    setNeedsLayout()
  }

  /// Runs the pending configuration update, if any: the automatic updates of the content and
  /// background configurations, then `updateConfiguration(using:)`, then the update handler.
  func runConfigurationUpdate() {
    guard configurations.beginUpdate() else { return }
    let state = configurationState
    showContent(configurations.shownContent(for: state))
    configurations.resolveBackground(for: state)
    updateConfiguration(using: state)
    callConfigurationUpdateHandler(state)
    configurations.endUpdate()
  }

  /// Shows a content configuration: applied to the content view when it supports it, else in a
  /// new content view that replaces it.
  func showContent(_ configuration: (any UIContentConfiguration)?) {
    let view = UIView.contentView(showing: configuration, replacing: contentView)
    guard view !== contentView else { return }
    contentView.removeFromSuperview()
    replaceContentView(with: view)
    view.frame = bounds
    addSubview(view)
    setNeedsLayout()
  }

  /// Sets the content configuration and shows it, updated for the current state when
  /// automatic updates are on.
  func setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
    configurations.content = configuration
    showContent(configurations.shownContent(for: configurationState))
  }

  /// Sets the background configuration: one that is not nil clears the background views; the
  /// configuration is resolved for the current state.
  func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    configurations.background = configuration
    if configuration != nil { clearBackgroundViews() }
    configurations.resolveBackground(for: configurationState)
  }
}
