import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UICollectionView {
  /// Expands an outline's collapsed parent as a person does, by tapping its item; its children
  /// show once the kit's update runs (`await waitForDeferredUpdates()`).
  ///
  /// ```swift
  /// kit.view.expand(itemAt: IndexPath(item: 0, section: 0))
  /// await waitForDeferredUpdates()
  /// ```
  ///
  /// The item's cell says what the item is through `accessibilityExpandedStatus` (TableKit sets
  /// it for outline rows), before and after the tap.
  ///
  /// - Parameters:
  ///   - indexPath: A visible item whose cell reads `.collapsed`.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops with a message when the item does not exist, is off screen, is not a
  ///   collapsed parent, or the tap did not expand it; ``Throwing/expand(itemAt:)`` throws
  ///   instead.
  public func expand(itemAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line)
  {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptOutline(.expand, itemAt: indexPath) },
      file: file, line: line)
  }

  /// Collapses an outline's expanded parent as a person does, by tapping its item; see
  /// ``expand(itemAt:file:line:)``.
  ///
  /// - Parameters:
  ///   - indexPath: A visible item whose cell reads `.expanded`.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  public func collapse(
    itemAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptOutline(.collapse, itemAt: indexPath) },
      file: file, line: line)
  }

  func scriptOutline(_ verb: OutlineScript.Verb, itemAt indexPath: IndexPath)
    throws(InteractionError)
  {
    try checkItem(indexPath, for: verb.rawValue)
    try OutlineScript.toggle(
      verb, "item \(indexPath.shortText)", cell: { cellForItem(at: indexPath) },
      tap: { () throws(InteractionError) in try scriptTap(itemAt: indexPath) })
  }
}

extension Throwing where Base == UICollectionView {
  /// Expands an outline's parent item like
  /// ``TableKitTesting/HeadlessUIKit/UICollectionView/expand(itemAt:file:line:)``, throwing
  /// instead of stopping on misuse.
  public func expand(itemAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptOutline(.expand, itemAt: indexPath)
  }

  /// Collapses an outline's parent item like
  /// ``TableKitTesting/HeadlessUIKit/UICollectionView/collapse(itemAt:file:line:)``, throwing
  /// instead of stopping on misuse.
  public func collapse(itemAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptOutline(.collapse, itemAt: indexPath)
  }
}
