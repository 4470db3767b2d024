import TableKit

/// A settings row for the row-group tests: a title, a value, an option with a checkmark, or an
/// action.
enum Setting: Hashable, Identifiable, Reusable {
  case title(String)
  case value(String, String)
  case option(String, isChecked: Bool)
  case action(String)

  var id: String {
    switch self {
    case .title(let title), .action(let title): title
    case .value(let title, _): title
    case .option(let title, _): "option " + title
    }
  }

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Setting) -> Disposable) {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    return (
      cell,
      { setting in
        cell.accessoryType = .none
        cell.detailTextLabel?.text = nil
        switch setting {
        case .title(let title), .action(let title):
          cell.textLabel?.text = title
        case .value(let title, let value):
          cell.textLabel?.text = title
          cell.detailTextLabel?.text = value
        case .option(let title, let isChecked):
          cell.textLabel?.text = title
          cell.accessoryType = isChecked ? .checkmark : .none
        }
        return NilDisposer()
      }
    )
  }
}
