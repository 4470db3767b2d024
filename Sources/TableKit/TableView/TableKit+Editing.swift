extension TableKit {
  func canEdit(at indexPath: IndexPath) -> Bool {
    let row = shown[indexPath]
    return canDelete?(row) == true || canInsert?(row) == true || canMove?(row) == true
      || trailingSwipeActions.map { !$0(row).isEmpty } == true
      || leadingSwipeActions.map { !$0(row).isEmpty } == true
      || actions(for: row).contains { $0.swipe != nil && $0.isEnabled }
  }

  func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    let row = shown[indexPath]
    if canInsert?(row) == true { return .insert }
    return canDelete?(row) == true ? .delete : .none
  }

  func setEditing(_ editing: Bool) {
    // A swipe sets the view's isEditing without editing mode (HeadlessUIKit Rules.md R-edit-3),
    // so the view agreeing is not enough to skip the call: the kit's own state must agree too.
    if view.isEditing != editing || editingStore.value != editing {
      pipeline.viewCall { view.setEditing(editing, animated: view.window != nil) }
      // UIKit drops a selection the new mode does not allow (no selection while editing, by
      // default): the selection follows the view.
      syncSelectionFromView()
    }
    if editingStore.value != editing { editingStore.value = editing }
  }

  /// Inserts the row the app makes for a tap on a row's plus button, at the tapped row's place;
  /// a row whose identity the table already holds is inserted too, and reported on
  /// ``ListKit/diagnostics`` as any duplicate is.
  ///
  /// - Returns: Whether a row was inserted.
  private func insertRow(for tapped: Row, at index: TableIndex) -> Bool {
    guard let row = makeInsertedRow?(tapped) else { return false }
    let grown = shown.insertingRow(row, at: index)
    let tappedID = identity.row(tapped)
    showEdit(
      grown, inserting: identity.row(row),
      inView: { self.view.insertRows(at: [index.indexPath], with: .automatic) },
      applyingTo: { latest in
        latest.index(ofRowWithID: tappedID, near: index, identity: identity.row).map {
          latest.insertingRow(row, at: $0)
        } ?? latest
      })
    reportDuplicates(of: row, in: grown)
    return true
  }

  /// Reports an inserted row whose identity other rows of `table` share: no diff sees an edit.
  ///
  /// - Complexity: O(*n*) in the rows of `table`.
  private func reportDuplicates(of row: Row, in table: Table<Section, Row>) {
    let rowID = identity.row(row)
    let paths = table.indices.filter { identity.row(table[$0]) == rowID }.map(\.indexPath)
    guard paths.count > 1 else { return }
    report(.duplicateRowIdentifier(String(describing: rowID), indexPaths: paths))
  }

  func commit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath) {
    let row = shown[indexPath]
    switch style {
    case .delete:
      guard canDelete?(row) == true else { return }
      deleteRow(at: TableIndex(indexPath))
    case .insert:
      guard canInsert?(row) == true else { return }
      let inserted = insertRow(for: row, at: TableIndex(indexPath))
      // The tapped row moved down by the new one: the event names the path it has now.
      let path =
        inserted ? IndexPath(row: indexPath.row + 1, section: indexPath.section) : indexPath
      rowEmitter.send(RowEvent(kind: .insert, row: row, indexPath: path))
    default:
      break
    }
  }

  /// Deletes a row the user deleted: from the view at once (UIKit expects it inside `commit`,
  /// even while another update animates), and from the latest table the app set.
  func deleteRow(at index: TableIndex) {
    let row = shown[index]
    let rowID = identity.row(row)
    let remaining = shown.removingRow(at: index)
    showEdit(
      remaining, removing: rowID,
      inView: { self.view.deleteRows(at: [index.indexPath], with: .automatic) },
      applyingTo: { latest in
        latest.index(ofRowWithID: rowID, near: index, identity: identity.row).map {
          latest.removingRow(at: $0)
        } ?? latest
      })
    rowEmitter.send(RowEvent(kind: .delete, row: row, indexPath: index.indexPath))
  }

  func beginEditing(at indexPath: IndexPath) {
    let row = shown[indexPath]
    swipedRow = row
    rowEmitter.send(RowEvent(kind: .willBeginEditing, row: row, indexPath: indexPath))
  }

  /// Ends a swipe; UIKit gives no path when the swiped row was deleted meanwhile.
  func endEditing(at indexPath: IndexPath?) {
    defer { swipedRow = nil }
    let row = indexPath.map { shown[$0] } ?? swipedRow
    guard let row else { return }
    let path = indexPath ?? IndexPath(row: NSNotFound, section: NSNotFound)
    rowEmitter.send(RowEvent(kind: .didEndEditing, row: row, indexPath: path))
  }

  func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    if let configuration = rowSwipeConfiguration(at: indexPath, edge: .trailing) {
      return configuration
    }
    let row = shown[indexPath]
    if let actions = trailingSwipeActions?(row), !actions.isEmpty {
      return swipeConfiguration(actions)
    }
    guard canDelete?(row) == true else { return nil }
    return defaultDeleteConfiguration(for: row, at: TableIndex(indexPath))
  }

  func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    rowSwipeConfiguration(at: indexPath, edge: .leading)
      ?? swipeConfiguration(leadingSwipeActions?(shown[indexPath]))
  }

  /// UIKit's Delete action, made by the kit so that the row deleted is the row swiped: it finds
  /// the row by identity when tapped, not at the index path the swipe began at (rows inserted
  /// above meanwhile would make that another row; a row removed meanwhile deletes nothing).
  private func defaultDeleteConfiguration(for row: Row, at index: TableIndex)
    -> UISwipeActionsConfiguration
  {
    let rowID = identity.row(row)
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self,
        let current = self.shown.index(
          ofRowWithID: rowID, near: index, identity: self.identity.row),
        self.canDelete?(self.shown[current]) == true
      else { return completion(false) }
      self.pipeline.callout { self.deleteRow(at: current) }
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  private func swipeConfiguration(_ actions: [SwipeAction]?) -> UISwipeActionsConfiguration? {
    guard let actions, !actions.isEmpty else { return nil }
    let pipeline = self.pipeline
    return UISwipeActionsConfiguration(
      actions: actions.map { action in
        UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          completion(pipeline.callout { action.perform() })
        }
      })
  }
}
