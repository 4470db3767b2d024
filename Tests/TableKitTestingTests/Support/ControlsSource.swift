import TableKitTesting

/// A data source whose four rows hold controls, as a settings screen does: a switch as the
/// accessory view, a text field, a segmented control and a button in the content view.
@MainActor final class ControlsSource: NSObject, UITableViewDataSource {
  let toggle = UISwitch(frame: .zero)
  let field = UITextField(frame: .zero)
  let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
  let button = UIButton(type: .system)

  override init() {
    field.placeholder = "Name"
    button.setTitle("Sign Out", for: .normal)
    segments.selectedSegmentIndex = 0
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    switch indexPath.row {
    case 0:
      cell.textLabel?.text = "Wi-Fi"
      cell.accessoryView = toggle
    case 1: cell.contentView.addSubview(field)
    case 2: cell.contentView.addSubview(segments)
    default: cell.contentView.addSubview(button)
    }
    return cell
  }
}
