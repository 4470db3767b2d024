/// A control that shows one line of editable text.
///
/// Mirrors `@MainActor open class UITextField : UIControl` for a cell with a text field: the
/// ``text`` and ``placeholder`` (both nil by default), a weak ``delegate``, and editing as
/// first responder (Rules.md R-control-8). ``becomeFirstResponder()`` asks
/// `textFieldShouldBeginEditing` (false refuses), makes the field first and ``isEditing``, then
/// sends `textFieldDidBeginEditing`, ``UIControl/Event/editingDidBegin`` and
/// ``textDidBeginEditingNotification``. ``resignFirstResponder()`` asks
/// `textFieldShouldEndEditing` (false keeps editing), then sends
/// `textFieldDidEndEditing(_:reason: .committed)` (which falls back to
/// `textFieldDidEndEditing(_:)`), ``UIControl/Event/editingDidEnd`` and
/// ``textDidEndEditingNotification``. Setting ``text`` sends nothing; TableKitTesting's
/// `type(_:into:)` scripts a user's typing.
@MainActor open class UITextField: UIControl {
  /// The text; nil by default. Setting it sends no event.
  open var text: String?
  /// The text shown while ``text`` is empty; nil by default.
  open var placeholder: String?
  /// The font; nil here until set.
  open var font: UIFont?
  /// The text color; nil here until set.
  open var textColor: UIColor?
  /// The text's alignment; default `.natural`.
  open var textAlignment: NSTextAlignment = .natural
  /// The border style; default `.none`.
  open var borderStyle: BorderStyle = .none
  /// Whether editing starts by clearing the text; default false.
  open var clearsOnBeginEditing = false
  /// When the clear button shows; default `.never`.
  open var clearButtonMode: ViewMode = .never
  /// The delegate; weak.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is editing (it is the first responder).
  open private(set) var isEditing = false

  /// Creates a text field with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a text field from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether the field can become first responder: when it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks the delegate, becomes first responder, and reports the start.
  ///
  /// - Returns: Whether the field is editing: false when it is disabled, the delegate's
  ///   `textFieldShouldBeginEditing` returns false, or the current first responder refuses to
  ///   resign.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing: asks the delegate, resigns first responder, and reports the end.
  ///
  /// - Returns: Whether the field stopped editing: false when the delegate's
  ///   `textFieldShouldEndEditing` returns false.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }
}

extension UITextField {
  /// Posted when a field begins editing; the object is the field.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when a field ends editing; the object is the field.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
  /// Posted when a field's text changes through editing; the object is the field.
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")

  /// The border drawn around a field; raw values are UIKit's.
  public enum BorderStyle: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// When an overlay view (the clear button) shows; raw values are UIKit's.
  public enum ViewMode: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// Why editing ended; raw values are UIKit's.
  public enum DidEndEditingReason: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The field resigned first responder.
    case committed = 0
  }
}
