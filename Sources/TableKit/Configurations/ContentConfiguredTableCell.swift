/// The table view cell a ``TableKit`` shows a ``ContentConfigurable`` row in: its content
/// configuration comes from the row for each state, and its accessory type from the row's
/// accessories.
final class ContentConfiguredTableCell: UITableViewCell, ContentConfiguredCell {
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
    accessoryType = Self.accessoryType(for: row.accessories(for: state))
  }

  /// The accessory type a table cell has for list accessories: the last disclosure indicator,
  /// checkmark or detail button; the others have no table equivalent.
  static func accessoryType(for accessories: [UICellAccessory]) -> UITableViewCell.AccessoryType {
    var type = UITableViewCell.AccessoryType.none
    for accessory in accessories {
      switch accessory.accessoryType {
      case .disclosureIndicator: type = .disclosureIndicator
      case .checkmark: type = .checkmark
      case .detail: type = .detailButton
      default: continue
      }
    }
    return type
  }
}
