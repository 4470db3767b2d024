import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Renders one table cell as a line of ``HeadlessUIKit/UITableView/renderedText()``.
@MainActor struct RowRendering {
  /// The cell on screen.
  let cell: UITableViewCell
  /// Whether the table shows its editing controls.
  let tableIsEditing: Bool

  /// The line: indentation, editing control, expansion, text, detail, accessory and selection mark.
  var line: String {
    let (text, detail) = texts
    // An outline's row: two spaces per indentation level, and its expansion (`▽`/`▷`).
    let indentation = String(repeating: "  ", count: max(0, cell.indentationLevel))
    var line = "  " + indentation + control + OutlineScript.mark(of: cell) + text
    if !detail.isEmpty { line += " — " + detail }
    let accessory = symbol(for: tableIsEditing ? cell.editingAccessoryType : cell.accessoryType)
    if !accessory.isEmpty { line += "  " + accessory }
    // A control set as the accessory view (a switch beside a setting) shows in place of the
    // accessory type, as UIKit draws it.
    if let control = (tableIsEditing ? cell.editingAccessoryView : cell.accessoryView)
      as? UIControl, !control.isHidden, let text = ControlRendering.text(of: control)
    {
      line += "  " + text
    }
    if cell.isSelected { line += "  ✓" }
    return line
  }

  /// The row's text and detail: a content configuration's texts (see ``ContentRendering``), or
  /// the text and detail labels' texts, or, when both are empty (a custom cell), the first text of the labels and controls in the content view's subview tree
  /// and the rest joined as the detail.
  private var texts: (text: String, detail: String) {
    if let texts = ContentRendering.texts(of: cell.contentConfiguration, in: cell.contentView) {
      return (texts.first ?? "", texts.dropFirst().joined(separator: " — "))
    }
    let text = cell.textLabel?.text ?? ""
    let detail = cell.detailTextLabel?.text ?? ""
    guard text.isEmpty, detail.isEmpty else { return (text, detail) }
    let found = ControlRendering.texts(in: cell.contentView)
    return (found.first ?? "", found.dropFirst().joined(separator: " — "))
  }

  private var control: String {
    guard tableIsEditing else { return "" }
    switch cell.editingStyle {
    case .delete: return "⊖ "
    case .insert: return "⊕ "
    default: return ""
    }
  }

  private func symbol(for accessory: UITableViewCell.AccessoryType) -> String {
    switch accessory {
    case .disclosureIndicator: return "›"
    case .detailButton: return "ⓘ"
    case .detailDisclosureButton: return "ⓘ ›"
    case .checkmark: return "☑"
    default: return ""
    }
  }
}
