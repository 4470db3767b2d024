extension UITableViewCell {
  /// Updates a cell's configuration for a state; an alternative to overriding
  /// `updateConfiguration(using:)`, called after it.
  public typealias ConfigurationUpdateHandler = (
    _ cell: UITableViewCell, _ state: UICellConfigurationState
  ) -> Void

  /// The cell's content configuration; default nil.
  ///
  /// Setting one shows it in the content view when that view supports it, else in a new content
  /// view the configuration makes, which replaces ``contentView``; while one is set,
  /// ``textLabel``, ``detailTextLabel`` and ``imageView`` are nil. Setting nil after a
  /// configuration replaces the content view with a plain one (UITableViewCell.h). With
  /// ``automaticallyUpdatesContentConfiguration`` on, the configuration is shown updated for
  /// the cell's ``configurationState``, now and whenever the state changes.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configurations.content }
    set { setContentConfiguration(newValue) }
  }

  /// Whether state changes update the content configuration; default true.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.automaticallyUpdatesContent }
    set { configurations.automaticallyUpdatesContent = newValue }
  }

  /// The cell's background configuration; default nil. Setting one clears the background
  /// views, which stay nil while it is set (UITableViewCell.h).
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurations.background }
    set { setBackgroundConfiguration(newValue) }
  }

  /// Whether state changes update the background configuration; default true.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.automaticallyUpdatesBackground }
    set { configurations.automaticallyUpdatesBackground = newValue }
  }

  /// Called with the cell and its state at each configuration update, after
  /// `updateConfiguration(using:)`; setting it asks for an update (UITableViewCell.h).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { storedUpdateHandler }
    set {
      storedUpdateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Returns a new list content configuration in the cell's style: a subtitle cell for
  /// `.subtitle`, a value cell for `.value1` and `.value2`, else a plain cell.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }

  /// Returns the background configuration of a list cell.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listCell() }
}
