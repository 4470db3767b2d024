import HeadlessUIKit
import Testing

/// Rules.md R-control-6: a switch set in code sends no action.
@MainActor @Suite struct UISwitchTests {
  @Test func settingASwitchInCodeSendsNoAction() {
    let toggle = UISwitch(frame: .zero)
    var count = 0
    toggle.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    toggle.isOn = false
    #expect(count == 0)
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
  }
}
