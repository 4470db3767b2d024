import TableKitTesting

/// A data source whose cells show their texts in labels added to the content view, nested one
/// level deep and with a hidden label, as custom cells do; rows listed in `standard` use the
/// cell's own text label instead.
@MainActor final class CustomLabelSource: NSObject, UITableViewDataSource {
  var standard: Set<Int> = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    if standard.contains(indexPath.row) {
      cell.textLabel?.text = "Standard \(indexPath.row)"
      cell.contentView.addSubview(label("Ignored"))
      return cell
    }
    let stack = UIView()
    stack.addSubview(label("Subtitle \(indexPath.row)"))
    stack.addSubview(label("Hidden", isHidden: true))
    stack.addSubview(label(""))
    cell.contentView.addSubview(label("Title \(indexPath.row)"))
    cell.contentView.addSubview(stack)
    cell.contentView.addSubview(label("Badge"))
    return cell
  }

  private func label(_ text: String, isHidden: Bool = false) -> UILabel {
    let label = UILabel()
    label.text = text
    label.isHidden = isHidden
    return label
  }
}
