import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reads a cell as VoiceOver speaks it, for ``HeadlessUIKit/UITableView/spokenText()`` and
/// ``HeadlessUIKit/UICollectionView/spokenText()``.
@MainActor enum AccessibilityReading {
  /// The cell's line: its label (the `accessibilityLabel`, or its labels' and controls' texts
  /// joined by ", " as UIKit composes a cell's label), its value, its traits' words, its hint,
  /// and "Actions available" when it has custom actions — each part separated by ", ".
  static func spokenLine(of cell: UIView, isSelected: Bool) -> String {
    var parts: [String] = []
    let label = cell.accessibilityLabel ?? ControlRendering.texts(in: cell).joined(separator: ", ")
    if !label.isEmpty { parts.append(label) }
    if let value = cell.accessibilityValue, !value.isEmpty { parts.append(value) }
    let traits = cell.accessibilityTraits
    if isSelected || traits.contains(.selected) { parts.append("Selected") }
    if traits.contains(.button) { parts.append("Button") }
    if traits.contains(.header) { parts.append("Heading") }
    if traits.contains(.notEnabled) { parts.append("Dimmed") }
    if let hint = cell.accessibilityHint, !hint.isEmpty { parts.append(hint) }
    if !(cell.accessibilityCustomActions ?? []).isEmpty { parts.append("Actions available") }
    return parts.joined(separator: ", ")
  }

  /// Performs a cell's custom action by name, as VoiceOver's actions rotor does.
  static func performAction(
    named name: String, of cell: UIView, at path: IndexPath
  ) throws(InteractionError) -> Bool {
    let actions = cell.accessibilityCustomActions ?? []
    guard let action = actions.first(where: { $0.name == name }) else {
      throw InteractionError(
        "Cannot perform the VoiceOver action \"\(name)\" of row \(path.shortText): its actions "
          + "are [\(actions.map { "\"\($0.name)\"" }.joined(separator: ", "))]. Perform one of "
          + "these, or give the cell this action (accessibilityCustomActions).")
    }
    // An action made with a target and selector has no handler; VoiceOver would send the
    // selector, which a script cannot: it answers false.
    return action.actionHandler?(action) ?? false
  }
}

extension UITableView {
  /// Returns what VoiceOver says for each visible row, one line per row in order: the cell's
  /// label (its `accessibilityLabel`, or the texts of its labels), value, "Selected" and its
  /// other traits' words, hint, and "Actions available" when it has custom actions.
  ///
  /// ```swift
  /// #expect(table.spokenText() == """
  ///   Alice, Selected, Actions available
  ///   Bob, Actions available
  ///   """)
  /// ```
  public func spokenText() -> String {
    layoutIfNeeded()
    return visibleRows.compactMap { path in
      cellForRow(at: path).map {
        AccessibilityReading.spokenLine(of: $0, isSelected: $0.isSelected)
      }
    }.joined(separator: "\n")
  }

  /// The names of the VoiceOver actions of a visible row, in order.
  public func accessibilityActionNames(rowAt indexPath: IndexPath) -> [String] {
    layoutIfNeeded()
    return (cellForRow(at: indexPath)?.accessibilityCustomActions ?? []).map(\.name)
  }

  /// Performs a visible row's VoiceOver action by name, as the actions rotor does, and returns
  /// what its handler answered.
  ///
  /// - Note: Stops when the row is not on screen or has no action with that name.
  @discardableResult
  public func performAccessibilityAction(
    named name: String, rowAt indexPath: IndexPath, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Bool {
    stoppingOnMisuse(
      { () throws(InteractionError) in
        guard let cell = try checkRow(indexPath, for: "perform a VoiceOver action on") else {
          return false
        }
        return try AccessibilityReading.performAction(named: name, of: cell, at: indexPath)
      }, file: file, line: line)
  }
}

extension UICollectionView {
  /// Returns what VoiceOver says for each visible item, one line per item in index-path
  /// order, as ``HeadlessUIKit/UITableView/spokenText()`` does for rows.
  public func spokenText() -> String {
    layoutIfNeeded()
    return visibleItems.compactMap { path in
      cellForItem(at: path).map {
        AccessibilityReading.spokenLine(of: $0, isSelected: $0.isSelected)
      }
    }.joined(separator: "\n")
  }

  /// The names of the VoiceOver actions of a visible item, in order.
  public func accessibilityActionNames(itemAt indexPath: IndexPath) -> [String] {
    layoutIfNeeded()
    return (cellForItem(at: indexPath)?.accessibilityCustomActions ?? []).map(\.name)
  }

  /// Performs a visible item's VoiceOver action by name and returns what its handler answered.
  ///
  /// - Note: Stops when the item is not on screen or has no action with that name.
  @discardableResult
  public func performAccessibilityAction(
    named name: String, itemAt indexPath: IndexPath, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Bool {
    stoppingOnMisuse(
      { () throws(InteractionError) in
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) else {
          throw InteractionError(
            "Cannot perform a VoiceOver action on item \(indexPath.shortText): it is not on "
              + "screen. Scroll to it first.")
        }
        return try AccessibilityReading.performAction(named: name, of: cell, at: indexPath)
      }, file: file, line: line)
  }
}
