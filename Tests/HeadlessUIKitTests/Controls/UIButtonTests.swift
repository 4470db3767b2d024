import HeadlessUIKit
import Testing

/// Rules.md R-control-4 and R-control-5: titles per state, and buttons made from actions.
@MainActor @Suite struct UIButtonTests {
  @Test func aStateWithoutATitleShowsTheNormalTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving…", for: .highlighted)
    #expect(button.title(for: .selected) == "Save")
    #expect(button.currentTitle == "Save")
    button.isHighlighted = true
    #expect(button.currentTitle == "Saving…")
    #expect(button.titleLabel?.text == "Saving…")
    button.isHighlighted = false
    #expect(button.titleLabel?.text == "Save")
  }

  @Test func buttonTypesHaveUIKitsRawValuesAndAPlainInitMakesACustomButton() {
    #expect(UIButton.ButtonType.custom.rawValue == 0)
    #expect(UIButton.ButtonType.close.rawValue == 7)
    #expect(UIButton.ButtonType.roundedRect == .system)
    #expect(UIButton(frame: .zero).buttonType == .custom)
    #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
  }

  @Test func aButtonMadeFromAnActionShowsItsTitleAndPerformsItAsThePrimaryAction() {
    var count = 0
    let button = UIButton(primaryAction: UIAction(title: "Retry") { _ in count += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Retry")
    #expect(button.allControlEvents == .primaryActionTriggered)
    button.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }

  @Test func aConfiguredButtonTakesTheActionsTitleIntoItsConfiguration() {
    var configuration = UIButton.Configuration.filled()
    configuration.subtitle = "3 new"
    let button = UIButton(
      configuration: configuration, primaryAction: UIAction(title: "Inbox") { _ in })
    #expect(button.configuration?.title == "Inbox")
    #expect(button.configuration?.subtitle == "3 new")
    #expect(button.titleLabel?.text == "Inbox")
  }
}
