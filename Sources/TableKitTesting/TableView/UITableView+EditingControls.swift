import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The editing controls a person uses while the table is editing (Rules.md R-edit-2): the red
/// delete control, the green insert control and the reorder control.
extension UITableView {
  /// Deletes a row through its editing control: the data source gets
  /// `tableView(_:commit: .delete, forRowAt:)` and updates its model and the table.
  ///
  /// - Parameters:
  ///   - indexPath: A visible row whose cell shows the delete control (editing style
  ///     `.delete`, from `canEditRowAt` and `editingStyleForRowAt`) while the table is editing.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops when the table is not editing, the row is missing or off screen, shows
  ///   another control, or the data source does not implement `commit`;
  ///   ``Throwing/delete(rowAt:)`` throws instead.
  public func delete(rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptCommit(.delete, rowAt: indexPath) }, file: file,
      line: line)
  }

  /// Inserts through a row's editing control: the data source gets
  /// `tableView(_:commit: .insert, forRowAt:)` and updates its model and the table.
  ///
  /// - Parameters:
  ///   - indexPath: A visible row whose cell shows the insert control (editing style
  ///     `.insert`) while the table is editing.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops on the same misuses as ``delete(rowAt:file:line:)``;
  ///   ``Throwing/insert(rowAt:)`` throws instead.
  public func insert(rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptCommit(.insert, rowAt: indexPath) }, file: file,
      line: line)
  }

  /// Drags a row by its reorder control and drops it at another index path.
  ///
  /// The sequence (Rules.md R-edit-5, R-opt-3): `canMoveRowAt` for the row, then
  /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` (the delegate may retarget), then
  /// — when the row lands elsewhere — the data source's `moveRowAt(_:to:)` for the model and
  /// the table moves the row on screen (UIKit has moved it by the time `moveRowAt` arrives, so
  /// the data source must not call `moveRow` itself).
  ///
  /// - Parameters:
  ///   - source: A visible row.
  ///   - destination: Where the row is dropped, counted after removing it from its place.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Returns: The index path the row landed at, after the delegate's retargeting.
  /// - Note: Stops when the table is not editing, a path is out of range, `canMoveRowAt` says
  ///   no, or the data source does not implement `moveRowAt`; ``Throwing/drag(rowAt:to:)``
  ///   throws instead.
  @discardableResult
  public func drag(
    rowAt source: IndexPath, to destination: IndexPath, file: StaticString = #fileID,
    line: UInt = #line
  ) -> IndexPath {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptDrag(rowAt: source, to: destination) }, file: file,
      line: line)
  }

  func scriptCommit(_ style: UITableViewCell.EditingStyle, rowAt indexPath: IndexPath)
    throws(InteractionError)
  {
    let name = style == .insert ? "insert" : "delete"
    try checkEditing(toUse: "the \(name) control of row \(indexPath.shortText)")
    let cell = try checkRow(indexPath, for: "use the \(name) control of")
    guard let cell, cell.editingStyle == style else {
      throw InteractionError(
        "Cannot use the \(name) control of row \(indexPath.shortText): the row shows "
          + "\(cell.map { "editing style .\(String(describing: $0.editingStyle))" } ?? "no cell"). "
          + "Return .\(name) from tableView(_:editingStyleForRowAt:) and true from "
          + "tableView(_:canEditRowAt:).")
    }
    guard TableCalls(table: self).commit(style, forRowAt: indexPath) else {
      throw InteractionError(
        "Cannot \(name) row \(indexPath.shortText) through its editing control: the data "
          + "source does not implement tableView(_:commit:forRowAt:). Implement it to update "
          + "the model and call \(name)Rows(at:with:).")
    }
  }

  func scriptDrag(rowAt source: IndexPath, to destination: IndexPath) throws(InteractionError)
    -> IndexPath
  {
    try checkEditing(toUse: "the reorder control of row \(source.shortText)")
    _ = try checkRow(source, for: "drag")
    guard sectionCounts.acceptsDrop(of: source, at: destination) else {
      throw InteractionError(
        "Cannot drag row \(source.shortText) to \(destination.shortText): the destination is "
          + "out of range; \(countsDescription). A drop in the row's own section ends at most "
          + "at its last row, in another section at most one past its last row.")
    }
    let calls = TableCalls(table: self)
    guard calls.canMove(source) else {
      throw InteractionError(
        "Cannot drag row \(source.shortText): tableView(_:canMoveRowAt:) returns false, so the "
          + "row shows no reorder control. Return true for rows a person may move.")
    }
    let target = calls.target(forMoveFrom: source, proposed: destination)
    guard target != source else { return target }
    guard calls.moveRow(from: source, to: target) else {
      throw InteractionError(
        "Cannot drag row \(source.shortText): the data source does not implement "
          + "tableView(_:moveRowAt:to:), so rows show no reorder control. Implement it to move "
          + "the item in the model (without calling moveRow(at:to:)).")
    }
    moveRow(at: source, to: target)
    layoutIfNeeded()
    return target
  }

  private func checkEditing(toUse control: String) throws(InteractionError) {
    guard isInEditingMode else {
      throw InteractionError(
        "Cannot use \(control): the table is not editing, so it shows no editing controls. "
          + "Call setEditing(true, animated: false) first.")
    }
  }
}

extension Throwing where Base == UITableView {
  /// Deletes a row through its editing control, throwing instead of stopping on misuse.
  public func delete(rowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptCommit(.delete, rowAt: indexPath)
  }

  /// Inserts through a row's editing control, throwing instead of stopping on misuse.
  public func insert(rowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptCommit(.insert, rowAt: indexPath)
  }

  /// Drags a row to another index path, throwing instead of stopping on misuse.
  @discardableResult
  public func drag(rowAt source: IndexPath, to destination: IndexPath) throws(InteractionError)
    -> IndexPath
  {
    try base.scriptDrag(rowAt: source, to: destination)
  }
}
