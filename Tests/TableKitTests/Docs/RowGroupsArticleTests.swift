import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/RowGroups.md, compiled and run; change both
// together. The article's row type, `Setting`, is compiled as it is in
// Tests/TableKitTests/RowGroups/SettingRow.swift.

/// Stand-ins for the app's session and settings.
@MainActor final class Session {
  var signedOut = false
  func signOut() { signedOut = true }
}

@MainActor final class AppSettings {
  var theme = ""
}

final class Stepper: RowGroup {
  let count = ReadWriteSignal(1)
  var rows: ReadSignal<[Setting]> {
    count.map { [.value("Copies", "\($0)"), .action("Add one")] }
  }
  func didTap(rowAt index: Int) -> RowTapResult {
    if index == 1 { count.value += 1 }
    return .deselects
  }
}

@MainActor @Suite struct RowGroupsArticleTests {
  @Test func theSettingsSnippetShowsEveryGroup() async {
    let kit = settingsKit()
    let session = Session()
    let settings = AppSettings()
    let bag = DisposeBag()
    let size = Accordion(
      options: ["Small", "Medium", "Large"], choice: "Medium",
      header: { Setting.value("Text size", $0 ?? "Default") },
      option: { Setting.option($0, isChecked: $1) })
    let theme = RadioGroup(options: ["Light", "Dark", "System"], choice: "System") {
      Setting.option($0, isChecked: $1)
    }
    let days = MultiSelectGroup(options: ["Mon", "Tue", "Wed"], choices: ["Mon"], minimum: 1) {
      Setting.option($0, isChecked: $1)
    }
    let signOut = StaticRow(Setting.action("Sign out"), height: 52) { session.signOut() }

    bag += kit.show([
      ("Display", [.group(size), .row(.title("Bold text"))]),
      ("Theme", [.group(theme)]),
      ("Alarm", [.group(days)]),
      ("Account", [.group(signOut)]),
    ])
    bag += theme.choice.onValue { settings.theme = $0 }

    kit.view.tap(rowAt: IndexPath(row: 1, section: 1))
    kit.view.tap(rowAt: IndexPath(row: 0, section: 3))
    await waitForDeferredUpdates()
    #expect(settings.theme == "Dark")
    #expect(session.signedOut)
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 3)).height == 52)
  }

  @Test func theStepperSnippetCounts() async {
    let kit = settingsKit()
    let stepper = Stepper()
    let bag = DisposeBag()
    bag += kit.show([("Print", [.group(stepper)])])
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(kit.view.renderedText() == "▸ Print\n  Copies — 2\n  Add one")
  }
}
