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
  /// Whether a full swipe performs the first action (the configuration's
  /// `performsFirstActionWithFullSwipe`).
  public let performsFirstActionWithFullSwipe: Bool
  /// What the tapped action's handler passed to its completion, once it calls it.
  private let outcome = SwipeOutcome()

  /// What the tapped action's handler passed to its completion: whether it performed the
  /// action, or nil while it has not called it (an action that confirms first, or waits for the
  /// network); the swipe stays open until then.
  public var completion: Bool? { outcome.performed }

  /// The titles of the revealed actions, in order (an untitled action counts as "").
  public var titles: [String] { actions.map { $0.title ?? "" } }

  /// The actions revealed on a table's row.
  init(
    tableView: UITableView, indexPath: IndexPath, edge: SwipeEdge, actions: [UIContextualAction],
    performsFirstActionWithFullSwipe: Bool
  ) {
    self.tableView = tableView
    collectionView = nil
    self.indexPath = indexPath
    self.edge = edge
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }

  /// The actions revealed on an item of a collection view's list layout.
  init(
    collectionView: UICollectionView, indexPath: IndexPath, edge: SwipeEdge,
    actions: [UIContextualAction], performsFirstActionWithFullSwipe: Bool
  ) {
    tableView = nil
    self.collectionView = collectionView
    self.indexPath = indexPath
    self.edge = edge
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
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
    return perform(action)
  }

  /// Runs an action's handler with the view showing it and a completion that records the
  /// answer and closes the swipe (once: UIKit ignores later calls).
  func perform(_ action: UIContextualAction) -> Bool? {
    let (table, collection, row) = (tableView, collectionView, indexPath)
    let outcome = self.outcome
    let view: UIView =
      tableView?.cellForRow(at: indexPath) ?? tableView ?? collectionView?.cellForItem(
        at: indexPath)
      ?? collectionView ?? UIView()
    action.handler(action, view) { done in
      guard outcome.performed == nil else { return }
      outcome.performed = done
      endSwipe(table, collection, row)
    }
    return outcome.performed
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

/// The answer a swipe action's handler gave its completion, shared by the copies of a
/// ``RevealedSwipeActions``.
@MainActor final class SwipeOutcome {
  var performed: Bool?
}

extension RevealedSwipeActions {
  /// Continues the swipe to the far edge, as a full swipe does: the first action's handler
  /// runs, as a tap on it would.
  ///
  /// - Returns: The value the handler passed to its completion, or nil until it calls it.
  /// - Note: Stops when the configuration does not perform its first action on a full swipe
  ///   (`performsFirstActionWithFullSwipe` is false): the row would only show its actions.
  @discardableResult
  public func swipeFully(file: StaticString = #fileID, line: UInt = #line) -> Bool? {
    stoppingOnMisuse(
      { () throws(InteractionError) in
        guard performsFirstActionWithFullSwipe, let first = actions.first else {
          throw InteractionError(
            "Cannot full-swipe row \(indexPath.shortText): its configuration does not perform "
              + "its first action on a full swipe (performsFirstActionWithFullSwipe is false). "
              + "Tap an action instead.")
        }
        return perform(first)
      }, file: file, line: line)
  }
}
