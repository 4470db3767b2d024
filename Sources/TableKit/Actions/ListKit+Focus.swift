extension ListKit {
  /// The row with keyboard focus: read it, subscribe to it, or set it to move focus there.
  ///
  /// It follows the view's focus updates (arrow keys, tab) and keeps its row by identity when
  /// the table changes: a focused row that moves stays focused, and one that leaves the table
  /// leaves it nil. Setting a row asks the view to focus it (`setNeedsFocusUpdate()`, then
  /// `updateFocusIfNeeded()` with the row as the preferred focused index path); a row not in
  /// the table, or one ``canFocus`` refuses, is not focused. Setting nil does not move focus
  /// (UIKit has no way to take focus from a view): it only drops a request not yet honoured.
  ///
  /// ```swift
  /// bag += kit.focusedRow.onValue { message in preview.show(message) }
  /// kit.focusedRow.value = inbox.first
  /// ```
  ///
  /// - Note: Set it on the main thread; another thread stops with a message saying so.
  public var focusedRow: ReadWriteSignal<Row?> {
    MainThread.signal("kit.focusedRow", store: focusedRowStore) { [weak self] row in
      self?.requestFocus(row)
    }
  }

  /// Whether a two-finger pan is selecting several rows: true from
  /// `didBeginMultipleSelectionInteractionAt` to `…DidEndMultipleSelectionInteraction`.
  /// ``canBeginMultipleSelection`` decides whether one may begin.
  public var isSelectingMultipleRows: ReadSignal<Bool> { multipleSelectionStore.readOnly() }

  private func requestFocus(_ row: Row?) {
    guard let row else {
      preferredFocusRowID = nil
      return
    }
    preferredFocusRowID = identity.row(row)
    listView.setNeedsFocusUpdate()
    pipeline.viewCall { listView.updateFocusIfNeeded() }
  }

  /// The path of the row the app asked to focus, for the view's preferred focused index path;
  /// else the focused row's, so that focus entering the view again returns to it.
  func preferredFocusPath() -> IndexPath? {
    guard let rowID = preferredFocusRowID ?? focusedRowID else { return nil }
    return shown.index(ofRowWithID: rowID, near: nil, identity: identity.row)?.indexPath
  }

  /// Focus moved in the view: the row it moved to is the focused row.
  func didUpdateFocus(to indexPath: IndexPath?) {
    preferredFocusRowID = nil
    guard let indexPath, indexPath.section < shown.sections.count,
      indexPath.row < shown.numberOfRows(inSection: indexPath.section)
    else {
      focusedRowID = nil
      if focusedRowStore.value != nil { focusedRowStore.value = nil }
      return
    }
    let row = shown[indexPath]
    focusedRowID = identity.row(row)
    focusedRowStore.value = row
  }

  /// Keeps the focused row by identity once the view shows a new table: its new value, or nil
  /// when it left the table.
  func refreshFocusedRow() {
    guard let rowID = focusedRowID else { return }
    if let index = shown.index(ofRowWithID: rowID, near: nil, identity: identity.row) {
      focusedRowStore.value = shown[index]
    } else {
      focusedRowID = nil
      focusedRowStore.value = nil
    }
  }

  /// Whether the row at a path can take focus, given the view's own answer without the kit.
  func canFocus(at indexPath: IndexPath, otherwise viewDefault: Bool) -> Bool {
    canFocus.map { $0(shown[indexPath], indexPath) } ?? viewDefault
  }

  /// Whether a two-finger pan may begin selecting several rows at a path.
  func canBeginMultipleSelection(at indexPath: IndexPath) -> Bool {
    canBeginMultipleSelection?(shown[indexPath], indexPath) ?? false
  }

  /// A two-finger pan began or ended selecting several rows.
  func multipleSelectionInteraction(isActive: Bool) {
    if multipleSelectionStore.value != isActive { multipleSelectionStore.value = isActive }
  }
}

extension ListKit {
  /// A two-finger pan began selecting several rows. A table entered editing mode for it
  /// (`UITableView.h`): its ``TableKit/isEditing`` follows the view.
  func beginMultipleSelection() {
    if let face = self as? TableKit<Section, Row>, face.editingStore.value != face.view.isEditing {
      face.editingStore.value = face.view.isEditing
    }
    multipleSelectionInteraction(isActive: true)
  }
}
