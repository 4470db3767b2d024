import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Taps a control as a person does, with the events UIKit sends for it.
///
/// A button (or any plain control) is highlighted and sends `.touchDown`, then, as the finger
/// lifts, is unhighlighted and sends `.touchUpInside` and `.primaryActionTriggered` (Rules.md
/// R-control-4). A switch toggles as with ``toggle(_:file:line:)``, and a text field begins
/// editing. A disabled, hidden or non-interactive control ignores the tap, as in UIKit.
///
/// ```swift
/// let retry = UIButton(primaryAction: UIAction(title: "Retry") { [unowned kit] _ in
///   kit.retryPaging()
/// })
/// tap(retry)
/// ```
///
/// - Note: Stops with a message for a segmented control, whose tap needs a segment: use
///   ``choose(segment:in:file:line:)``.
@MainActor public func tap(_ control: UIControl, file: StaticString = #fileID, line: UInt = #line) {
  guard acceptsTouches(control) else { return }
  switch control {
  case let toggle as UISwitch:
    flip(toggle)
  case let field as UITextField:
    field.becomeFirstResponder()
  case is UISegmentedControl:
    stoppingOnMisuse(
      { () throws(InteractionError) in
        throw InteractionError(
          "Cannot tap a segmented control as a whole: a tap lands on one segment. Use "
            + "choose(segment:in:) with the segment's index.")
      }, file: file, line: line)
  default:
    control.isHighlighted = true
    control.sendActions(for: .touchDown)
    control.isHighlighted = false
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .primaryActionTriggered)
  }
}

/// Toggles a switch as a person does: `isOn` flips and `.valueChanged` is sent (Rules.md
/// R-control-6). A disabled switch ignores it.
///
/// ```swift
/// toggle(cell.notificationsSwitch)
/// #expect(settings.notificationsOn)
/// ```
@MainActor public func toggle(
  _ toggle: UISwitch, file: StaticString = #fileID, line: UInt = #line
) {
  guard acceptsTouches(toggle) else { return }
  flip(toggle)
}

/// Chooses a segment as a person does (Rules.md R-control-7): another segment becomes
/// selected, its action (for a segment made from a `UIAction`) is performed, and
/// `.valueChanged` is sent; the selected segment again sends nothing unless the control is
/// momentary. A disabled control or segment ignores it.
///
/// ```swift
/// choose(segment: 1, in: filter)
/// #expect(filter.selectedSegmentIndex == 1)
/// ```
///
/// - Note: Stops with a message naming the segment count when the segment does not exist.
@MainActor public func choose(
  segment: Int, in control: UISegmentedControl, file: StaticString = #fileID, line: UInt = #line
) {
  stoppingOnMisuse(
    { () throws(InteractionError) in
      guard (0..<control.numberOfSegments).contains(segment) else {
        throw InteractionError(
          "Cannot choose segment \(segment): the segmented control has "
            + "\(control.numberOfSegments) segments. Use an index from 0 to "
            + "\(control.numberOfSegments - 1).")
      }
    }, file: file, line: line)
  guard acceptsTouches(control), control.isEnabledForSegment(at: segment) else { return }
  guard control.isMomentary || control.selectedSegmentIndex != segment else { return }
  control.selectedSegmentIndex = segment
  if let action = control.actionForSegment(at: segment) { control.sendAction(action) }
  control.sendActions(for: .valueChanged)
}

/// Types text into a field as a person does, one character at a time (Rules.md R-control-8).
///
/// The field first begins editing if it is not editing yet (`textFieldShouldBeginEditing`,
/// `.editingDidBegin`). Each character is offered to the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` at the end of the text; when it
/// allows the change, the character is appended, and `.editingChanged` and
/// `UITextField.textDidChangeNotification` follow. The field stays editing.
///
/// ```swift
/// type("Alice", into: nameField)
/// #expect(nameField.text == "Alice")
/// nameField.resignFirstResponder()    // the person taps elsewhere
/// ```
///
/// - Returns: Whether the field was editing, so the typing reached it: false when the field is
///   disabled or the delegate refused to begin editing.
@discardableResult
@MainActor public func type(_ text: String, into field: UITextField) -> Bool {
  guard acceptsTouches(field) || field.isFirstResponder else { return false }
  guard field.isFirstResponder || field.becomeFirstResponder() else { return false }
  for character in text {
    let current = field.text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    guard shouldChange(field, in: range, to: String(character)) else { continue }
    field.text = current + String(character)
    field.sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
  }
  return true
}

/// Presses Return on an editing field: the delegate's `textFieldShouldReturn` is asked, and
/// when it allows (or is absent) the field sends `.editingDidEndOnExit` (Rules.md R-control-8).
///
/// Ending the editing is the app's choice, as in UIKit: resign the field from the delegate or
/// from an action for `.editingDidEndOnExit`.
@MainActor public func pressReturn(in field: UITextField) {
  guard field.isFirstResponder else { return }
  #if canImport(UIKit)
    let allowed = field.delegate?.textFieldShouldReturn?(field) ?? true
  #else
    let allowed = field.delegate?.textFieldShouldReturn(field) ?? true
  #endif
  if allowed { field.sendActions(for: .editingDidEndOnExit) }
}

@MainActor private func acceptsTouches(_ control: UIControl) -> Bool {
  control.isEnabled && control.isUserInteractionEnabled && !control.isHidden
}

@MainActor private func flip(_ toggle: UISwitch) {
  toggle.setOn(!toggle.isOn, animated: true)
  toggle.sendActions(for: .valueChanged)
}

@MainActor private func shouldChange(
  _ field: UITextField, in range: NSRange, to replacement: String
) -> Bool {
  #if canImport(UIKit)
    field.delegate?.textField?(
      field, shouldChangeCharactersIn: range, replacementString: replacement)
      ?? true
  #else
    field.delegate?.textField(
      field, shouldChangeCharactersIn: range, replacementString: replacement)
      ?? true
  #endif
}
