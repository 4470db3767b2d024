import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// Expands an outline's collapsed parent as a person does, by tapping its row; its children
  /// show once the kit's update runs (`await waitForDeferredUpdates()`).
  ///
  /// ```swift
  /// kit.view.expand(rowAt: IndexPath(row: 0, section: 0))
  /// await waitForDeferredUpdates()
  /// #expect(kit.view.renderedText() == "  ▽ Documents\n    ▷ Work\n    notes.txt")
  /// ```
  ///
  /// The row's cell says what the row is through `accessibilityExpandedStatus` (TableKit sets it
  /// for outline rows), before and after the tap.
  ///
  /// - Parameters:
  ///   - indexPath: A visible row whose cell reads `.collapsed`.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops with a message when the row does not exist, is off screen, is not a collapsed
  ///   parent, or the tap did not expand it (an outline whose tap selects, or a refusal);
  ///   ``Throwing/expand(rowAt:)`` throws instead.
  public func expand(rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptOutline(.expand, rowAt: indexPath) }, file: file,
      line: line)
  }

  /// Collapses an outline's expanded parent as a person does, by tapping its row; see
  /// ``expand(rowAt:file:line:)``.
  ///
  /// - Parameters:
  ///   - indexPath: A visible row whose cell reads `.expanded`.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  public func collapse(
    rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptOutline(.collapse, rowAt: indexPath) },
      file: file, line: line)
  }

  func scriptOutline(_ verb: OutlineScript.Verb, rowAt indexPath: IndexPath)
    throws(InteractionError)
  {
    _ = try checkRow(indexPath, for: verb.rawValue)
    try OutlineScript.toggle(
      verb, "row \(indexPath.shortText)", cell: { cellForRow(at: indexPath) },
      tap: { () throws(InteractionError) in try scriptTap(rowAt: indexPath) })
  }
}

extension Throwing where Base == UITableView {
  /// Expands an outline's parent row like
  /// ``TableKitTesting/HeadlessUIKit/UITableView/expand(rowAt:file:line:)``, throwing instead of
  /// stopping on misuse.
  public func expand(rowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptOutline(.expand, rowAt: indexPath)
  }

  /// Collapses an outline's parent row like
  /// ``TableKitTesting/HeadlessUIKit/UITableView/collapse(rowAt:file:line:)``, throwing instead
  /// of stopping on misuse.
  public func collapse(rowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptOutline(.collapse, rowAt: indexPath)
  }
}
