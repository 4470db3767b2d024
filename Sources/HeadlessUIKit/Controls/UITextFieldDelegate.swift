/// Receives a text field's editing callbacks; every requirement has a default.
///
/// Mirrors `@MainActor public protocol UITextFieldDelegate : NSObjectProtocol`, whose methods
/// are all `optional` in UIKit. Here each is an ordinary requirement with a default that does
/// what UIKit does when the method is missing (Rules.md R-opt-1, DESIGN.md "How UIKit fits on
/// Linux"). The edit-menu and input-suggestion methods of iOS 16 and later are not declared.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether editing may begin; absent means true.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that the field began editing (it is the first responder).
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end; absent means true.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Tells the delegate that editing ended, and why; when implemented, called in place of
  /// ``textFieldDidEndEditing(_:)``.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asks whether typed or pasted text may replace a range of the text; absent means true.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Tells the delegate that the selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks whether the clear button may clear the text; absent means true.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks whether the field handles the Return key; absent means true.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns true, as UIKit assumes when the method is absent.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true, as UIKit assumes when the method is absent.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does when this method is absent.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
    textFieldDidEndEditing(textField)
  }
  /// Returns true, as UIKit assumes when the method is absent.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func textFieldDidChangeSelection(_ textField: UITextField) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true, as UIKit assumes when the method is absent.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Returns true, as UIKit assumes when the method is absent.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
}
