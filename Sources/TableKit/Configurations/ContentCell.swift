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
