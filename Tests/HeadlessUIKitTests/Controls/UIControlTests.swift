import HeadlessUIKit
import Testing

/// Rules.md R-control-1 to R-control-3: UIKit's event bits, closure target-action, state.
@MainActor @Suite struct UIControlTests {
  @Test func eventsAndStatesHaveUIKitsRawValues() {
    #expect(UIControl.Event.touchDown.rawValue == 1)
    #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
    #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
    #expect(UIControl.Event.editingDidBegin.rawValue == 1 << 16)
    #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
    #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
    #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
  }

  @Test func sendActionsPerformsTheActionsOfAnyOfTheEventsInTheOrderAdded() {
    let control = UIControl(frame: .zero)
    var log: [String] = []
    control.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
    control.addAction(UIAction { _ in log.append("up") }, for: [.touchUpInside, .touchDown])
    control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
    control.sendActions(for: .touchDown)
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(log == ["down", "up", "up", "changed"])
    #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
  }

  @Test func anActionWithTheSameIdentifierReplacesTheEarlierOneForThoseEvents() {
    let control = UIControl(frame: .zero)
    var log: [String] = []
    let id = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["new"])
    control.removeAction(identifiedBy: id, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["new"])
    #expect(control.allControlEvents.isEmpty)
  }

  @Test func theSenderIsTheControlWhileTheHandlerRunsOnly() {
    let control = UIControl(frame: .zero)
    // Weak: a strong capture would make a cycle (control → action → handler → control).
    weak var sender: UIControl?
    let action = UIAction { sender = $0.sender as? UIControl }
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(sender === control)
    #expect(action.sender == nil)
  }

  @Test func aDisabledControlStillSendsActionsWhenAskedInCode() {
    let control = UIControl(frame: .zero)
    var count = 0
    control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    control.isEnabled = false
    control.sendActions(for: .valueChanged)
    #expect(count == 1)
  }

  @Test func stateIsSynthesisedFromEnabledSelectedAndHighlighted() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal)
    control.isHighlighted = true
    control.isSelected = true
    control.isEnabled = false
    #expect(control.state == [.highlighted, .selected, .disabled])
  }

  @Test func thePrimaryActionInitialiserRegistersForPrimaryActionTriggered() {
    var count = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in count += 1 })
    #expect(control.allControlEvents == .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }

  @Test func aControlAndItsActionsAreReleasedWhenTheHandlerCapturesItWeakly() {
    weak var released: UIControl?
    do {
      let control = UIControl(frame: .zero)
      control.addAction(
        UIAction { [weak control] _ in control?.isSelected.toggle() }, for: .valueChanged)
      control.sendActions(for: .valueChanged)
      #expect(control.isSelected)
      released = control
    }
    #expect(released == nil)
  }
}
