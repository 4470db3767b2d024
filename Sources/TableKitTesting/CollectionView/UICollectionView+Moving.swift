import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UICollectionView {
  /// Drags an item to another index path as an interactive move does.
  ///
  /// The sequence: `canMoveItemAt` for the item, then
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
  /// (the delegate may retarget), then — when the item lands elsewhere — the data source's
  /// `moveItemAt(_:to:)` for the model and the view moves the item.
  ///
  /// - Returns: The index path the item landed at.
  /// - Note: Stops when a path is out of range, `canMoveItemAt` says no, or the data source
  ///   does not implement `moveItemAt`; ``Throwing/drag(itemAt:to:)`` throws instead.
  @discardableResult
  public func drag(
    itemAt source: IndexPath, to destination: IndexPath, file: StaticString = #fileID,
    line: UInt = #line
  ) -> IndexPath {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptDrag(itemAt: source, to: destination) },
      file: file, line: line)
  }

  func scriptDrag(itemAt source: IndexPath, to destination: IndexPath) throws(InteractionError)
    -> IndexPath
  {
    try checkItem(source, for: "drag")
    guard sectionCounts.acceptsDrop(of: source, at: destination) else {
      throw InteractionError(
        "Cannot drag item \(source.shortText) to \(destination.shortText): the destination is "
          + "out of range; \(countsDescription).")
    }
    let calls = CollectionCalls(view: self)
    guard calls.canMove(source) else {
      throw InteractionError(
        "Cannot drag item \(source.shortText): collectionView(_:canMoveItemAt:) returns false. "
          + "Return true for items a person may move.")
    }
    let target = calls.target(forMoveFrom: source, proposed: destination)
    guard target != source else { return target }
    guard calls.moveItem(from: source, to: target) else {
      throw InteractionError(
        "Cannot drag item \(source.shortText): the data source does not implement "
          + "collectionView(_:moveItemAt:to:). Implement it to move the item in the model.")
    }
    moveItem(at: source, to: target)
    layoutIfNeeded()
    return target
  }
}

extension Throwing where Base == UICollectionView {
  /// Drags an item to another index path, throwing instead of stopping on misuse.
  @discardableResult
  public func drag(itemAt source: IndexPath, to destination: IndexPath) throws(InteractionError)
    -> IndexPath
  {
    try base.scriptDrag(itemAt: source, to: destination)
  }
}
