/// What a kit's content-configured cell shows: the row, asked for its content and accessories
/// in each state. Shared by the table and collection view cells.
@MainActor struct ContentCell {
  /// The reuse identifier of the kits' content-configured cells.
  static let reuseIdentifier = "TableKit.ContentConfigured"

  /// The row the cell shows.
  let row: any ContentConfigurable

  /// Returns the row's content-configured value if it is, or wraps, one.
  static func row(_ row: Any) -> (any ContentConfigurable)? {
    unwrap(row, as: (any ContentConfigurable).self)
  }

  /// Returns a state with the row's expansion.
  func state(_ state: UICellConfigurationState) -> UICellConfigurationState {
    var state = state
    state.isExpanded = row.isExpanded
    return state
  }
}

/// A cell the kits show a ``ContentConfigurable`` row in (a table cell or a collection view
/// list cell): what showing the row and following its state share. The cell says only how a
/// row's configuration lands on it (``apply(_:for:)``).
@MainActor protocol ContentConfiguredCell: UIView {
  /// What the cell shows; nil before it is configured.
  var shown: ContentCell? { get set }
  /// The cell's state (its override adds the row's expansion: ``stateShowing(_:)``).
  var configurationState: UICellConfigurationState { get }
  /// Sets the row's content configuration and accessories for a state on the cell.
  func apply(_ row: any ContentConfigurable, for state: UICellConfigurationState)
}

extension ContentConfiguredCell {
  /// Shows a row now, and in each later state.
  func show(_ row: any ContentConfigurable) {
    shown = ContentCell(row: row)
    applyShown(configurationState)
  }

  /// Applies the shown row, if any, for a state.
  func applyShown(_ state: UICellConfigurationState) {
    guard let row = shown?.row else { return }
    apply(row, for: state)
  }

  /// The cell's own state with the shown row's expansion.
  func stateShowing(_ state: UICellConfigurationState) -> UICellConfigurationState {
    shown.map { $0.state(state) } ?? state
  }
}
