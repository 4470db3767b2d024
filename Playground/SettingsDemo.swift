import TableKit
import TableKitTesting

/// A row of the settings scene: a value, an option with a checkmark, or an action.
enum SettingRow: Hashable, Identifiable, Reusable {
  case value(String, String)
  case option(String, String, isChecked: Bool)
  case action(String)

  var id: String {
    switch self {
    case .value(let title, _), .action(let title): title
    case .option(let group, let title, _): group + "/" + title
    }
  }

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (SettingRow) -> Disposable) {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    return (
      cell,
      { row in
        cell.accessoryType = .none
        cell.detailTextLabel?.text = nil
        switch row {
        case .value(let title, let value):
          cell.textLabel?.text = title
          cell.detailTextLabel?.text = value
          cell.accessoryType = .disclosureIndicator
        case .option(_, let title, let isChecked):
          cell.textLabel?.text = title
          cell.accessoryType = isChecked ? .checkmark : .none
        case .action(let title):
          cell.textLabel?.text = title
        }
        return NilDisposer()
      }
    )
  }
}

/// A settings screen built from row groups: each built-in group, tapped as a user would.
@MainActor final class SettingsDemo {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 760))
  private let kit: TableKit<String, SettingRow>
  private let bag = DisposeBag()
  private var stepNumber = 0
  private var signedOut = false

  private init() {
    let view = UITableView(frame: window.bounds, style: .plain)
    view.rowHeight = 36
    view.estimatedRowHeight = 0
    view.sectionHeaderHeight = 28
    view.sectionFooterHeight = 0
    window.addSubview(view)
    kit = TableKit(view: view)
  }

  /// Runs the scene and prints it.
  static func run() async {
    let demo = SettingsDemo()
    await demo.script()
    demo.bag.dispose()
  }

  private func script() async {
    let size = Accordion(
      options: ["Small", "Medium", "Large"], choice: "Medium",
      header: { SettingRow.value("Text size", $0 ?? "Default") },
      option: { SettingRow.option("size", $0, isChecked: $1) })
    let theme = RadioGroup(options: ["Light", "Dark", "System"], choice: "System") {
      SettingRow.option("theme", $0, isChecked: $1)
    }
    let days = MultiSelectGroup(options: ["Mon", "Tue", "Wed"], choices: ["Mon"], minimum: 1) {
      SettingRow.option("days", $0, isChecked: $1)
    }
    let recent = ShowMoreGroup(
      ReadSignal(constant: ["Wi-Fi", "Sounds", "Privacy", "Battery"]), limit: 2,
      row: { SettingRow.value($0, "") }, more: { SettingRow.action("Show \($0) more") })
    let accounts = ArrayGroup(
      ["ada@example.com", "grace@example.com"], row: { SettingRow.value("Account", $0) })
    let signOut = StaticRow(SettingRow.action("Sign out"), height: 44) { [unowned self] in
      signedOut = true
    }
    bag += theme.choice.onValue { Transcript.logLine("theme.choice", $0) }
    bag += days.choices.onValue {
      Transcript.logLine("days.choices", $0.sorted().joined(separator: ", "))
    }
    bag += size.choice.onValue { Transcript.logLine("size.choice", $0 ?? "none") }

    await step("Each built-in group in one settings screen") {
      Transcript.action("bag += kit.show([(\"Display\", [.group(size)]), (\"Theme\", …), …])")
      bag += kit.show([
        ("Display", [.group(size)]),
        ("Theme", [.group(theme)]),
        ("Alarm", [.group(days)]),
        ("Recent", [.group(recent)]),
        ("Accounts", [.group(accounts), .group(signOut)]),
      ])
    }
    await step("Tap Text size: the accordion expands, as a diff") {
      tap(section: 0, row: 0)
    }
    await step("Choose Large: the choice is set and the accordion collapses") {
      tap(section: 0, row: 3)
    }
    await step("Tap Dark: the radio group moves its checkmark") { tap(section: 1, row: 1) }
    await step("Tap Tue, then Mon: a multi-select keeps at least one day") {
      tap(section: 2, row: 1)
      tap(section: 2, row: 0)
    }
    await step("Tap Show 2 more: the rest of the list appears") { tap(section: 3, row: 2) }
    await step("Tap Sign out: a static row acts and does not stay selected") {
      tap(section: 4, row: 2)
    }
    print("\nSettings scene over: signed out: \(signedOut), selection: \(kit.selection.value).")
  }

  private func tap(section: Int, row: Int) {
    Transcript.action("kit.view.tap(rowAt: [\(section), \(row)])")
    kit.view.tap(rowAt: IndexPath(row: row, section: section))
  }

  /// Prints a numbered step, lets the taps' deferred updates land, and shows the table.
  private func step(_ title: String, perform: () -> Void) async {
    stepNumber += 1
    Transcript.heading("\(stepNumber). \(title)")
    perform()
    await waitForDeferredUpdates()
    Transcript.rendered(kit.view, caption: "\(kit.table.value.count) rows")
  }
}
