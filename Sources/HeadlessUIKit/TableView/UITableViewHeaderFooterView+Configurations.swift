extension UITableViewHeaderFooterView {
  /// Updates a header or footer view's configuration for a state; an alternative to overriding
  /// `updateConfiguration(using:)`, called after it.
  public typealias ConfigurationUpdateHandler = (
    _ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState
  ) -> Void

  /// The view's content configuration; default nil. It replaces the content view as a cell's
  /// does (UITableViewHeaderFooterView.h); while one is set the labels are nil.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configurations.content }
    set { setContentConfiguration(newValue) }
  }

  /// Whether state changes update the content configuration; default true.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.automaticallyUpdatesContent }
    set { configurations.automaticallyUpdatesContent = newValue }
  }

  /// The view's background configuration; default nil. Setting one clears the background view.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurations.background }
    set { setBackgroundConfiguration(newValue) }
  }

  /// Whether state changes update the background configuration; default true.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.automaticallyUpdatesBackground }
    set { configurations.automaticallyUpdatesBackground = newValue }
  }

  /// Called with the view and its state at each configuration update; setting it asks for an
  /// update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { storedUpdateHandler }
    set {
      storedUpdateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Returns a new header list content configuration.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

  /// Returns the background configuration of a list header.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listHeader() }
}
