import TableKitTesting
import Testing

/// Controls scripted as a person uses them (Rules.md R-control-4 to R-control-9).
@MainActor @Suite struct ControlTests {
  final class Log { var entries: [String] = [] }

  final class DigitsOnly: NSObject, UITextFieldDelegate {
    var returns = true
    var offered: [String] = []
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      offered.append("\(range.location):\(string)")
      return string.allSatisfy(\.isNumber)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns }
  }

  private func record(_ events: [(UIControl.Event, String)], on control: UIControl) -> Log {
    let log = Log()
    for (event, name) in events {
      control.addAction(
        UIAction { [unowned control] _ in
          log.entries.append(name + (control.isHighlighted ? " (highlighted)" : ""))
        }, for: event)
    }
    return log
  }

  @Test func tappingAButtonHighlightsItThenSendsTouchUpInsideAndThePrimaryAction() {
    let button = UIButton(type: .system)
    let log = record(
      [
        (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
        (.primaryActionTriggered, "primaryActionTriggered"),
      ], on: button)
    tap(button)
    #expect(log.entries == ["touchDown (highlighted)", "touchUpInside", "primaryActionTriggered"])
    #expect(!button.isHighlighted)
  }

  @Test func aDisabledOrHiddenButtonIgnoresTheTap() {
    var count = 0
    let button = UIButton(primaryAction: UIAction(title: "Go") { _ in count += 1 })
    button.isEnabled = false
    tap(button)
    button.isEnabled = true
    button.isHidden = true
    tap(button)
    #expect(count == 0)
  }

  @Test func togglingASwitchFlipsItAndSendsValueChanged() {
    let toggle = UISwitch(frame: .zero)
    let log = record([(.valueChanged, "valueChanged")], on: toggle)
    TableKitTesting.toggle(toggle)
    #expect(toggle.isOn)
    tap(toggle)
    #expect(!toggle.isOn)
    #expect(log.entries == ["valueChanged", "valueChanged"])
  }

  @Test func choosingAnotherSegmentSelectsItAndSendsValueChangedButTheSameOneSendsNothing() {
    let control = UISegmentedControl(items: ["Day", "Week"])
    let log = record([(.valueChanged, "valueChanged")], on: control)
    choose(segment: 1, in: control)
    choose(segment: 1, in: control)
    #expect(control.selectedSegmentIndex == 1)
    #expect(log.entries == ["valueChanged"])
    control.isMomentary = true
    choose(segment: 1, in: control)
    #expect(log.entries == ["valueChanged", "valueChanged"])
  }

  @Test func choosingASegmentMadeFromAnActionPerformsIt() {
    var chosen: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "List") { chosen.append($0.title) },
        UIAction(title: "Grid") { chosen.append($0.title) },
      ])
    choose(segment: 1, in: control)
    #expect(chosen == ["Grid"])
  }

  @Test func typingBeginsEditingAndOffersEachCharacterToTheDelegate() {
    let field = UITextField(frame: .zero)
    let delegate = DigitsOnly()
    field.delegate = delegate
    let log = record(
      [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged")], on: field)
    #expect(type("4a2", into: field))
    #expect(field.text == "42")
    #expect(field.isFirstResponder)
    #expect(delegate.offered == ["0:4", "1:a", "1:2"])
    #expect(log.entries == ["editingDidBegin", "editingChanged", "editingChanged"])
    field.resignFirstResponder()
  }

  @Test func typingIntoADisabledFieldReachesNothing() {
    let field = UITextField(frame: .zero)
    field.isEnabled = false
    #expect(!type("x", into: field))
    #expect(field.text == nil)
  }

  @Test func pressingReturnSendsEditingDidEndOnExitWhenTheDelegateAllows() {
    let field = UITextField(frame: .zero)
    let delegate = DigitsOnly()
    field.delegate = delegate
    let log = record([(.editingDidEndOnExit, "exit")], on: field)
    field.becomeFirstResponder()
    delegate.returns = false
    pressReturn(in: field)
    delegate.returns = true
    pressReturn(in: field)
    #expect(log.entries == ["exit"])
    field.resignFirstResponder()
  }

  @Test func pullingATableDownStartsItsRefreshControlOnce() {
    let (table, source) = BareTableSource.makeTable()
    let refresher = UIRefreshControl()
    let log = record([(.valueChanged, "refresh")], on: refresher)
    table.refreshControl = refresher
    table.pullToRefresh()
    #expect(refresher.isRefreshing)
    #expect(table.contentOffset.y == 0)
    table.pullToRefresh()
    #expect(log.entries == ["refresh"])
    refresher.endRefreshing()
    table.pullToRefresh(by: 30)
    #expect(log.entries == ["refresh"])
    withExtendedLifetime(source) {}
  }

  @Test func pullingACollectionViewDownStartsItsRefreshControl() {
    let recorder = CollectionRecorder(sections: [["Ada", "Grace"]])
    let view = recorder.makeView()
    let refresher = UIRefreshControl()
    let log = record([(.valueChanged, "refresh")], on: refresher)
    view.refreshControl = refresher
    view.pullToRefresh()
    #expect(log.entries == ["refresh"])
    #expect(refresher.isRefreshing)
  }

  @Test func renderedTextShowsEachControlsState() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let source = ControlsSource()
    table.dataSource = source
    #expect(
      table.renderedText() == """
          Wi-Fi  ○ off
          (Name)
          ‹Day› Week Month
          [Sign Out]
        """)
    toggle(source.toggle)
    type("Ada", into: source.field)
    choose(segment: 2, in: source.segments)
    #expect(
      table.renderedText() == """
          Wi-Fi  ◉ on
          “Ada”
          Day Week ‹Month›
          [Sign Out]
        """)
    source.field.resignFirstResponder()
  }
}
