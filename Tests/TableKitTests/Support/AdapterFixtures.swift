import TableKit

/// A row model for the adapter tests: a reusable cell showing its text.
struct Message: Identifiable, Hashable, Sendable {
  var id: Int
  var text: String

  init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "m\(id)"
  }
}

extension Message: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Message) -> Disposable) {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    return (
      cell,
      { message in
        cell.textLabel?.text = message.text
        return NilDisposer()
      }
    )
  }
}

/// A second row type, whose view is a plain label rather than a cell.
struct Banner: Hashable, Identifiable, Sendable {
  var id: String
}

extension Banner: Reusable {
  static func makeAndConfigure() -> (make: UILabel, configure: (Banner) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { banner in
        label.text = "[\(banner.id)]"
        return NilDisposer()
      }
    )
  }
}

extension Item: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Item) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { item in
        cell.textLabel?.text = item.description
        return NilDisposer()
      }
    )
  }
}

/// A table view of 320×`height` points with 44-point rows, in a window.
@MainActor func windowedTableView(height: CGFloat = 220) -> UITableView {
  inWindow(UITableView(frame: .zero, style: .plain), height: height)
}

/// Places `tableView` in a window of 320×`height` points, with 44-point rows; the window lasts
/// until the test ends when its suite has the ``Trait/keepsWindows`` trait.
@MainActor func inWindow<View: UITableView>(_ tableView: View, height: CGFloat = 220) -> View {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
  tableView.frame = window.bounds
  tableView.rowHeight = 44
  tableView.estimatedRowHeight = 0
  tableView.sectionHeaderHeight = 0
  tableView.sectionFooterHeight = 0
  window.addSubview(tableView)
  (WindowKeeper.current ?? .unscoped).keep(window)
  return tableView
}

/// Returns the text of each visible row, in order, as `section-row text`.
@MainActor func renderedRows(_ tableView: UITableView) -> [String] {
  tableView.layoutIfNeeded()
  return (tableView.indexPathsForVisibleRows ?? []).map { path in
    let cell = tableView.cellForRow(at: path)
    let text =
      cell?.textLabel?.text ?? cell?.contentView.subviews.compactMap { $0 as? UILabel }
      .first?.text ?? "?"
    return "\(path.section)-\(path.row) \(text)"
  }
}

/// Scrolls so that the content offset is `y`, and lays out.
@MainActor func scroll(_ tableView: UITableView, toY y: CGFloat) {
  tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
  tableView.layoutIfNeeded()
}

/// Collects a signal's values while it lives.
@MainActor final class Recorder<Value> {
  private(set) var values: [Value] = []
  private var subscription: Disposable?

  init<Kind>(_ signal: CoreSignal<Kind, Value>) {
    subscription = signal.onValue { [weak self] value in self?.values.append(value) }
  }

  func dispose() { subscription?.dispose() }
}

/// Rows of messages `ids`, one section.
func messages(_ ids: [Int]) -> Table<EmptySection, Message> {
  Table(rows: ids.map { Message($0) })
}
