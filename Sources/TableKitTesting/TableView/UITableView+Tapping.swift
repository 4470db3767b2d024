import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// Taps a row as a person does, with UIKit's highlight and selection call sequence.
  ///
  /// The sequence (Rules.md R-select-1): nothing when selection is off in the current mode
  /// (`allowsSelection`, or `allowsSelectionDuringEditing` while editing); `shouldHighlightRowAt`
  /// (false stops the tap), `didHighlightRowAt`, `didUnhighlightRowAt`. Then, on a row already
  /// selected under multiple selection: `willDeselectRowAt` (nil keeps it, another path
  /// redirects), the deselection and `didDeselectRowAt`. Otherwise `willSelectRowAt` (nil stops,
  /// another path redirects), under single selection `willDeselectRowAt`/`didDeselectRowAt` for
  /// the previously selected row, the selection and `didSelectRowAt`. A change of selection
  /// posts `UITableView.selectionDidChangeNotification`.
  ///
  /// ```swift
  /// table.tap(rowAt: IndexPath(row: 2, section: 1))
  /// #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: The row; it must exist and be on screen.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops with a message naming the row and the table's counts when the row does not
  ///   exist or is off screen; ``Throwing/tap(rowAt:)`` throws instead.
  public func tap(rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptTap(rowAt: indexPath) }, file: file, line: line)
  }

  /// Taps the row at `row` of section 0; see ``tap(rowAt:file:line:)``.
  ///
  /// ```swift
  /// kit.view.tap(row: 0)
  /// ```
  public func tap(row: Int, file: StaticString = #fileID, line: UInt = #line) {
    tap(rowAt: IndexPath(row: row, section: 0), file: file, line: line)
  }

  /// Taps a row's detail (accessory) button: the delegate gets
  /// `accessoryButtonTappedForRowWith`, and the selection does not change (Rules.md R-select-7).
  ///
  /// - Parameters:
  ///   - indexPath: A visible row whose cell shows `.detailButton` or
  ///     `.detailDisclosureButton` (its `editingAccessoryType` while editing).
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  public func tapAccessoryButton(
    rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptTapAccessoryButton(rowAt: indexPath) }, file: file,
      line: line)
  }

  /// The throwing forms of the scripted interactions: `try table.throwing.tap(row: 9)`.
  public var throwing: Throwing<UITableView> { Throwing(self) }

  func scriptTap(rowAt indexPath: IndexPath) throws(InteractionError) {
    let cell = try checkRow(indexPath, for: "tap")
    let editing = isInEditingMode
    let selectable =
      editing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    guard selectable else { return }
    let calls = TableCalls(table: self)
    guard calls.shouldHighlight(indexPath) else { return }
    cell?.setHighlighted(true, animated: false)
    calls.didHighlight(indexPath)
    cell?.setHighlighted(false, animated: false)
    calls.didUnhighlight(indexPath)
    let selected = indexPathsForSelectedRows ?? []
    if multiple, selected.contains(indexPath) {
      guard let path = calls.willDeselect(indexPath) else { return }
      deselect(path, calls: calls)
      return
    }
    guard let target = calls.willSelect(indexPath) else { return }
    if !multiple {
      for previous in selected where previous != target {
        guard let path = calls.willDeselect(previous) else { continue }
        deselect(path, calls: calls)
      }
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    calls.didSelect(target)
    NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
  }

  private func deselect(_ path: IndexPath, calls: TableCalls) {
    deselectRow(at: path, animated: false)
    calls.didDeselect(path)
    NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
  }

  func scriptTapAccessoryButton(rowAt indexPath: IndexPath) throws(InteractionError) {
    let cell = try checkRow(indexPath, for: "tap the accessory button of")
    let accessory = isInEditingMode ? cell?.editingAccessoryType : cell?.accessoryType
    guard accessory == .detailButton || accessory == .detailDisclosureButton else {
      throw InteractionError(
        "Cannot tap the accessory button of row \(indexPath.shortText): its cell shows no "
          + "detail button (\(isInEditingMode ? "editingAccessoryType" : "accessoryType") is "
          + "\(accessory.map { "\($0)" } ?? "none")). Set it to .detailButton or "
          + ".detailDisclosureButton.")
    }
    TableCalls(table: self).accessoryButtonTapped(indexPath)
  }
}

extension Throwing where Base == UITableView {
  /// Taps a row like ``TableKitTesting/HeadlessUIKit/UITableView/tap(rowAt:file:line:)``,
  /// throwing instead of stopping.
  ///
  /// - Throws: ``InteractionError`` naming the row and the table's counts when the row does not
  ///   exist, or the visible rows when it is off screen.
  public func tap(rowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptTap(rowAt: indexPath)
  }

  /// Taps the row at `row` of section 0, throwing instead of stopping.
  public func tap(row: Int) throws(InteractionError) {
    try base.scriptTap(rowAt: IndexPath(row: row, section: 0))
  }

  /// Taps a row's accessory button, throwing when the row does not exist, is off screen or
  /// shows no detail button.
  public func tapAccessoryButton(rowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptTapAccessoryButton(rowAt: indexPath)
  }
}
