import HeadlessUIKit
import Testing

/// Rules.md R-control-8: editing as first responder, with the delegate's say.
@MainActor @Suite struct UITextFieldTests {
  final class Delegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      log.append("shouldBegin")
      return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      log.append("shouldEnd")
      return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  }

  final class ReasonDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) { log.append("didEnd \(reason.rawValue)") }
  }

  private func field(logging log: Box) -> UITextField {
    let field = UITextField(frame: .zero)
    for (event, name) in [
      (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingDidEnd, "editingDidEnd"),
    ] {
      field.addAction(UIAction { _ in log.value.append(name) }, for: event)
    }
    return field
  }

  final class Box { var value: [String] = [] }

  @Test func textAndPlaceholderStartNilAndSettingTextSendsNothing() {
    let events = Box()
    let field = field(logging: events)
    field.addAction(UIAction { _ in events.value.append("changed") }, for: .editingChanged)
    #expect(field.text == nil && field.placeholder == nil)
    field.text = "Hello"
    #expect(events.value.isEmpty)
  }

  @Test func beginningAndEndingEditingAskTheDelegateThenReport() {
    let events = Box()
    let field = field(logging: events)
    let delegate = Delegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder && field.isEditing)
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder && !field.isEditing)
    #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
    #expect(events.value == ["editingDidBegin", "editingDidEnd"])
  }

  @Test func aDelegateCanRefuseToBeginOrToEnd() {
    let events = Box()
    let field = field(logging: events)
    let delegate = Delegate()
    field.delegate = delegate
    delegate.allowsBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
    delegate.allowsBegin = true
    field.becomeFirstResponder()
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder())
    #expect(field.isFirstResponder && field.isEditing)
    #expect(events.value == ["editingDidBegin"])
    delegate.allowsEnd = true
    field.resignFirstResponder()
  }

  @Test func aDisabledFieldCannotBeginEditing() {
    let field = UITextField(frame: .zero)
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
  }

  @Test func becomingFirstAsksTheCurrentFirstResponderToResign() {
    let first = UITextField(frame: .zero)
    let second = UITextField(frame: .zero)
    let delegate = Delegate()
    first.delegate = delegate
    first.becomeFirstResponder()
    delegate.allowsEnd = false
    #expect(!second.becomeFirstResponder())
    delegate.allowsEnd = true
    #expect(second.becomeFirstResponder())
    #expect(!first.isFirstResponder && !first.isEditing && second.isFirstResponder)
    second.resignFirstResponder()
  }

  @Test func theReasonVariantIsCalledInPlaceOfThePlainDidEnd() {
    let field = UITextField(frame: .zero)
    let delegate = ReasonDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.resignFirstResponder()
    #expect(delegate.log == ["didEnd 0"])
  }

  @Test func clearsOnBeginEditingEmptiesTheText() {
    let field = UITextField(frame: .zero)
    field.text = "old"
    field.clearsOnBeginEditing = true
    field.becomeFirstResponder()
    #expect(field.text == "")
    field.resignFirstResponder()
  }
}
