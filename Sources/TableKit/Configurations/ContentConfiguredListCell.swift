/// The list cell a ``CollectionKit`` shows a ``ContentConfigurable`` row in: its content
/// configuration and accessories come from the row for each state.
final class ContentConfiguredListCell: UICollectionViewListCell {
  /// What the cell shows; nil before it is configured.
  private var shown: ContentCell?

  /// Shows a row now, and in each later state.
  func show(_ row: any ContentConfigurable) {
    shown = ContentCell(row: row)
    apply(configurationState)
  }

  override var configurationState: UICellConfigurationState {
    shown.map { $0.state(super.configurationState) } ?? super.configurationState
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    apply(state)
  }

  private func apply(_ state: UICellConfigurationState) {
    guard let row = shown?.row else { return }
    contentConfiguration = row.contentConfiguration(for: state)
    accessories = row.accessories(for: state)
  }
}
