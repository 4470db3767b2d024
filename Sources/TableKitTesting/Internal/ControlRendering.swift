#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Renders the visible texts of a view's subtree for `renderedText()`: labels' texts, and each
/// control as one piece of text (its own labels, a button's title label, are not read again).
@MainActor enum ControlRendering {
  /// The non-empty texts under `view`, depth first in subview order.
  static func texts(in view: UIView) -> [String] {
    var texts: [String] = []
    for subview in view.subviews where !subview.isHidden {
      if let control = subview as? UIControl {
        if let text = text(of: control) { texts.append(text) }
        continue
      }
      if let label = subview as? UILabel, let text = label.text, !text.isEmpty {
        texts.append(text)
      }
      texts += Self.texts(in: subview)
    }
    return texts
  }

  /// A control as text: a button's title as `[Title]`, a switch as `◉ on` or `○ off`, a
  /// segmented control's segments with the selected one in `‹›`, a text field's text as
  /// `“Text”` or, when empty, its placeholder as `(Placeholder)`; nil for other controls.
  static func text(of control: UIControl) -> String? {
    switch control {
    case let button as UIButton:
      return "[" + (button.configuration?.title ?? button.currentTitle ?? "") + "]"
    case let toggle as UISwitch:
      return toggle.isOn ? "◉ on" : "○ off"
    case let segmented as UISegmentedControl:
      return (0..<segmented.numberOfSegments).map { index in
        let title = segmented.titleForSegment(at: index) ?? "□"
        return index == segmented.selectedSegmentIndex ? "‹" + title + "›" : title
      }.joined(separator: " ")
    case let field as UITextField:
      if let text = field.text, !text.isEmpty { return "“" + text + "”" }
      return field.placeholder.map { "(" + $0 + ")" } ?? "“”"
    default:
      return nil
    }
  }
}
