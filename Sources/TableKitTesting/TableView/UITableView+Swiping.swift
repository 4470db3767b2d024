import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// Swipes a row as a person does and returns the actions it reveals.
  ///
  /// The delegate's `leadingSwipeActionsConfigurationForRowAt` or
  /// `trailingSwipeActionsConfigurationForRowAt` gives the actions; when it returns nil on the
  /// trailing edge of a row whose editing style is `.delete`, UIKit's default Delete action is
  /// revealed, which commits `.delete` on the data source. The row's cell enters editing and
  /// the delegate gets `willBeginEditingRowAt` (Rules.md R-edit-3). An earlier swipe closes first.
  ///
  /// ```swift
  /// table.swipe(rowAt: IndexPath(row: 0, section: 0), edge: .leading).tapAction(titled: "Pin")
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: A visible row.
  ///   - edge: The edge whose actions the swipe reveals; `.trailing` by default.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops when the row does not exist or is off screen, when the table is editing, or
  ///   when the row has no actions on that edge; ``Throwing/swipe(rowAt:edge:)`` throws instead.
  @discardableResult
  public func swipe(
    rowAt indexPath: IndexPath, edge: SwipeEdge = .trailing, file: StaticString = #fileID,
    line: UInt = #line
  ) -> RevealedSwipeActions {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptSwipe(rowAt: indexPath, edge: edge) }, file: file,
      line: line)
  }

  func scriptSwipe(rowAt indexPath: IndexPath, edge: SwipeEdge) throws(InteractionError)
    -> RevealedSwipeActions
  {
    _ = try checkRow(indexPath, for: "swipe")
    guard !isInEditingMode else {
      throw InteractionError(
        "Cannot swipe row \(indexPath.shortText): the table is editing, and editing rows show "
          + "no swipe actions. Call setEditing(false, animated: false) first.")
    }
    let (actions, fullSwipe) = revealSwipeActions(rowAt: indexPath, leading: edge == .leading)
    guard !actions.isEmpty else {
      let method = edge == .leading ? "leading" : "trailing"
      throw InteractionError(
        "Cannot swipe row \(indexPath.shortText): it has no \(method) swipe actions. Return "
          + "them from tableView(_:\(method)SwipeActionsConfigurationForRowAt:)"
          + (edge == .trailing
            ? ", or give the row the .delete editing style and implement "
              + "tableView(_:commit:forRowAt:) for the default Delete action." : "."))
    }
    return RevealedSwipeActions(
      tableView: self, indexPath: indexPath, edge: edge, actions: actions,
      performsFirstActionWithFullSwipe: fullSwipe)
  }

  /// Reveals the actions of an edge and enters the swipe, or returns no actions; with them,
  /// whether a full swipe performs the first.
  private func revealSwipeActions(rowAt indexPath: IndexPath, leading: Bool)
    -> (actions: [UIContextualAction], fullSwipe: Bool)
  {
    #if canImport(UIKit)
      let configuration =
        leading
        ? delegate?.tableView?(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        : delegate?.tableView?(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      var actions = configuration?.actions ?? []
      if configuration == nil, !leading, cellForRow(at: indexPath)?.editingStyle == .delete,
        dataSource?.responds(to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)))
          == true
      {
        let title =
          delegate?.tableView?(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
          ?? "Delete"
        actions = [
          UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            _ = TableCalls(table: self).commit(.delete, forRowAt: indexPath)
            done(true)
          }
        ]
      }
      if !actions.isEmpty { delegate?.tableView?(self, willBeginEditingRowAt: indexPath) }
      return (actions, configuration?.performsFirstActionWithFullSwipe ?? true)
    #else
      let configuration = headless.swipeRow(at: indexPath, leading: leading)
      return (configuration?.actions ?? [], configuration?.performsFirstActionWithFullSwipe ?? true)
    #endif
  }

  /// Ends the swipe of a row: the delegate gets `didEndEditingRowAt`.
  func scriptEndSwipe(of indexPath: IndexPath) {
    #if canImport(UIKit)
      let exists =
        indexPath.section < numberOfSections
        && indexPath.row < numberOfRows(inSection: indexPath.section)
      delegate?.tableView?(self, didEndEditingRowAt: exists ? indexPath : nil)
    #else
      // HeadlessUIKit tracks the swiped row through updates and reports nil once deleted.
      headless.endSwipe()
    #endif
  }
}

extension Throwing where Base == UITableView {
  /// Swipes a row like ``TableKitTesting/HeadlessUIKit/UITableView/swipe(rowAt:edge:file:line:)``,
  /// throwing instead of stopping when the row is missing or off screen, the table is editing,
  /// or the edge has no actions.
  @discardableResult
  public func swipe(rowAt indexPath: IndexPath, edge: SwipeEdge = .trailing)
    throws(InteractionError) -> RevealedSwipeActions
  {
    try base.scriptSwipe(rowAt: indexPath, edge: edge)
  }
}
