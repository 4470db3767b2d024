extension UICollectionViewCell {
  /// Updates a cell's configuration for a state; an alternative to overriding
  /// `updateConfiguration(using:)`, called after it.
  public typealias ConfigurationUpdateHandler = (
    _ cell: UICollectionViewCell, _ state: UICellConfigurationState
  ) -> Void

  /// The cell's content configuration; default nil.
  ///
  /// Setting one shows it in the content view when that view supports it, else in a new content
  /// view the configuration makes, which replaces ``contentView``; setting nil after a
  /// configuration replaces the content view with a plain one (UICollectionViewCell.h). With
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
  /// views, which stay nil while it is set (UICollectionViewCell.h).
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
  /// `updateConfiguration(using:)`; setting it asks for an update (UICollectionViewCell.h).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { storedUpdateHandler }
    set {
      storedUpdateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Returns the default background configuration: clear for a plain collection view cell.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }
}
