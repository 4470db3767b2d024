import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UICollectionView {
  /// Taps the outline disclosure accessory of a list cell, as a person does: its action handler
  /// runs (an outline kit expands or collapses the item).
  ///
  /// ```swift
  /// collection.tapOutlineDisclosure(itemAt: IndexPath(item: 0, section: 0))
  /// #expect(collection.renderedText().contains("▽ Folders"))
  /// ```
  ///
  /// A handler-less outline disclosure does nothing here: UIKit then toggles the item in a
  /// diffable data source's section snapshot, which HeadlessUIKit does not have.
  ///
  /// - Parameters:
  ///   - indexPath: An item on screen whose cell is a `UICollectionViewListCell` showing an
  ///     outline disclosure.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops with a message when the item is missing or off screen, its cell is not a list
  ///   cell or shows no outline disclosure, or (on a device) always: UIKit keeps an accessory's
  ///   handler private, so the tap is scripted against HeadlessUIKit only.
  ///   ``Throwing/tapOutlineDisclosure(itemAt:)`` throws instead.
  public func tapOutlineDisclosure(
    itemAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptTapOutlineDisclosure(itemAt: indexPath) },
      file: file, line: line)
  }

  func scriptTapOutlineDisclosure(itemAt indexPath: IndexPath) throws(InteractionError) {
    try checkItem(indexPath, for: "tap the outline disclosure of")
    guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else {
      throw InteractionError(
        "Cannot tap the outline disclosure of item \(indexPath.shortText): its cell is not a "
          + "UICollectionViewListCell. Show the item in a list cell with an .outlineDisclosure() "
          + "accessory.")
    }
    #if canImport(UIKit)
      _ = cell
      throw InteractionError(
        "Cannot tap the outline disclosure of item \(indexPath.shortText) on a device: UIKit keeps "
          + "a cell accessory's action handler private. Script this tap against HeadlessUIKit.")
    #else
      guard cell.tapAccessory(.outlineDisclosure) else {
        throw InteractionError(
          "Cannot tap the outline disclosure of item \(indexPath.shortText): its cell shows no "
            + "outline disclosure in its current editing state. Add .outlineDisclosure() to the "
            + "cell's accessories.")
      }
    #endif
  }

  /// Whether a tap on an item toggles its outline instead of selecting it: its list cell shows
  /// an outline disclosure with the `.header` style. Headless only; false on a device.
  func tapTogglesOutline(at indexPath: IndexPath) -> Bool {
    #if canImport(UIKit)
      false
    #else
      (cellForItem(at: indexPath) as? UICollectionViewListCell)?.tapTogglesOutline ?? false
    #endif
  }
}

extension Throwing where Base == UICollectionView {
  /// Taps an outline disclosure like
  /// ``TableKitTesting/HeadlessUIKit/UICollectionView/tapOutlineDisclosure(itemAt:file:line:)``,
  /// throwing instead of stopping.
  public func tapOutlineDisclosure(itemAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptTapOutlineDisclosure(itemAt: indexPath)
  }
}
