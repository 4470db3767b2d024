import TableKitTesting

/// A cell in the `.value1` style, so it has a detail text label.
final class DetailCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}
