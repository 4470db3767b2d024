import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The swipe actions a scripted swipe revealed on a row, ready to be tapped.
///
/// ```swift
/// let swiped = table.swipe(rowAt: IndexPath(row: 1, section: 0))
/// #expect(swiped.titles == ["Archive", "Delete"])
/// swiped.tapAction(titled: "Delete")   // handler, completion, then the swipe closes
/// ```
@MainActor public struct RevealedSwipeActions {
  /// The table whose row was swiped; nil when an item of a collection view's list was.
  public let tableView: UITableView?
  /// The collection view whose list item was swiped; nil when a table's row was.
  public let collectionView: UICollectionView?
  /// The swiped row (or item).
  public let indexPath: IndexPath
  /// The edge the actions were revealed on.
  public let edge: SwipeEdge
  /// The revealed actions, in the configuration's order.
  public let actions: [UIContextualAction]

  /// The titles of the revealed actions, in order (an untitled action counts as "").
  public var titles: [String] { actions.map { $0.title ?? "" } }

  /// The actions revealed on a table's row.
  init(tableView: UITableView, indexPath: IndexPath, edge: SwipeEdge, actions: [UIContextualAction])
  {
    self.tableView = tableView
    collectionView = nil
    self.indexPath = indexPath
    self.edge = edge
    self.actions = actions
  }

  /// The actions revealed on an item of a collection view's list layout.
  init(
    collectionView: UICollectionView, indexPath: IndexPath, edge: SwipeEdge,
    actions: [UIContextualAction]
  ) {
    tableView = nil
    self.collectionView = collectionView
    self.indexPath = indexPath
    self.edge = edge
    self.actions = actions
  }

  /// The throwing form of ``tapAction(titled:file:line:)``.
  public var throwing: Throwing<RevealedSwipeActions> { Throwing(self) }

  /// Taps the revealed action with a title: its handler runs with the action, the view showing
  /// it and a completion; when the handler calls the completion, the swipe closes and the
  /// delegate gets `didEndEditingRowAt` — with nil if the row was deleted (Rules.md R-edit-3).
  ///
  /// - Returns: The value the handler passed to its completion (whether the action was
  ///   performed), or nil if the handler has not called it yet; the swipe then stays open until
  ///   it does.
  /// - Note: Stops with the revealed titles when no action has this title;
  ///   `throwing.tapAction(titled:)` throws instead.
  @discardableResult
  public func tapAction(titled title: String, file: StaticString = #fileID, line: UInt = #line)
    -> Bool?
  {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptTapAction(titled: title) }, file: file, line: line)
  }

  /// Closes the swipe without tapping an action, as a tap elsewhere does; the delegate gets
  /// `didEndEditingRowAt`.
  public func close() { endSwipe(tableView, collectionView, indexPath) }

  func scriptTapAction(titled title: String) throws(InteractionError) -> Bool? {
    guard let action = actions.first(where: { $0.title == title }) else {
      throw InteractionError(
        "Cannot tap the swipe action \"\(title)\" of row \(indexPath.shortText): the revealed "
          + "actions are \(titles.map { "\"\($0)\"" }.joined(separator: ", ")). Tap one of these, "
          + "or give the action this title.")
    }
    var performed: Bool?
    let (table, collection, row) = (tableView, collectionView, indexPath)
    let view: UIView =
      tableView?.cellForRow(at: indexPath) ?? tableView ?? collectionView?.cellForItem(
        at: indexPath)
      ?? collectionView ?? UIView()
    action.handler(action, view) { done in
      performed = done
      endSwipe(table, collection, row)
    }
    return performed
  }
}

/// Ends the swipe of a table's row or a list item.
@MainActor private func endSwipe(
  _ tableView: UITableView?, _ collectionView: UICollectionView?, _ indexPath: IndexPath
) {
  tableView?.scriptEndSwipe(of: indexPath)
  collectionView?.scriptEndSwipe()
}

extension Throwing where Base == RevealedSwipeActions {
  /// Taps a revealed action like ``RevealedSwipeActions/tapAction(titled:file:line:)``,
  /// throwing with the revealed titles when none has this title.
  @discardableResult
  public func tapAction(titled title: String) throws(InteractionError) -> Bool? {
    try base.scriptTapAction(titled: title)
  }
}
