/// The list cell a ``CollectionKit`` shows a ``ContentConfigurable`` row in: its content
/// configuration and accessories come from the row for each state.
final class ContentConfiguredListCell: UICollectionViewListCell, ContentConfiguredCell {
  var shown: ContentCell?

  override var configurationState: UICellConfigurationState {
    stateShowing(super.configurationState)
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    applyShown(state)
  }

  func apply(_ row: any ContentConfigurable, for state: UICellConfigurationState) {
    contentConfiguration = row.contentConfiguration(for: state)
    accessories = row.accessories(for: state)
  }
}
