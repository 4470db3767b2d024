import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Renders one table cell as a line of ``UITableView/renderedText()``.
@MainActor struct RowRendering {
  /// The cell on screen.
  let cell: UITableViewCell
  /// Whether the table shows its editing controls.
  let tableIsEditing: Bool

  /// The line: indentation, editing control, text, detail, accessory and selection mark.
  var line: String {
    var line = "  " + control + (cell.textLabel?.text ?? "")
    if let detail = cell.detailTextLabel?.text, !detail.isEmpty { line += " — " + detail }
    let accessory = symbol(for: tableIsEditing ? cell.editingAccessoryType : cell.accessoryType)
    if !accessory.isEmpty { line += "  " + accessory }
    if cell.isSelected { line += "  ✓" }
    return line
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
