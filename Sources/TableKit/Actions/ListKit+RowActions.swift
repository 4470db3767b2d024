extension ListKit {
  /// The actions of a row, as the app declares them; none while ``rowActions`` is unset.
  func actions(for row: Row) -> [RowAction] { rowActions?(row) ?? [] }

  /// Invokes an action on the row with an identity, wherever it is now: observers of
  /// ``didInvokeAction`` hear of it with the row as the table holds it. A row that left the
  /// table invokes nothing.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - rowID: The row's identity.
  ///   - hint: Where the row was when the action was offered.
  ///   - source: Where the user invoked the action from.
  ///   - swipeCompletion: The swipe's completion handler: called with true once observers ran
  ///     for an immediate action, by ``RowActionInvocation/complete(_:)`` for a deferred one,
  ///     and with false when the row is gone.
  /// - Returns: Whether the action was invoked.
  @discardableResult
  func invoke(
    _ action: RowAction, onRowWithID rowID: AnyHashable, near hint: TableIndex?,
    from source: RowActionInvocation<Row>.Source, swipeCompletion: ((Bool) -> Void)? = nil
  ) -> Bool {
    guard action.isEnabled, bridge != nil,
      let index = shown.index(ofRowWithID: rowID, near: hint, identity: identity.row)
    else {
      swipeCompletion?(false)
      return false
    }
    let deferred = action.completion == .deferred
    let invocation = RowActionInvocation(
      action: action, row: shown[index], indexPath: index.indexPath, source: source,
      completion: RowActionCompletion(
        actionTitle: action.title, handler: deferred ? swipeCompletion : nil))
    pipeline.callout { actionEmitter.send(invocation) }
    if !deferred { swipeCompletion?(true) }
    return true
  }

  /// Returns the swipe actions of the row at a path on one edge, from ``rowActions``; nil when
  /// it has none there.
  func rowSwipeConfiguration(at indexPath: IndexPath, edge: RowAction.Edge)
    -> UISwipeActionsConfiguration?
  {
    guard rowActions != nil else { return nil }
    let row = shown[indexPath]
    let rowID = identity.row(row)
    let hint = TableIndex(indexPath)
    return Self.swipeConfiguration(for: actions(for: row), edge: edge) {
      [weak self] action, completion in
      guard let self else { return completion(false) }
      invoke(action, onRowWithID: rowID, near: hint, from: .swipe, swipeCompletion: completion)
    }
  }

  /// Converts row actions to the swipe actions of one edge: the enabled actions placed on that
  /// edge, primary ones first, each in declared order; a full swipe performs the first when it
  /// allows it. Both kits' swipes (a table's delegate, a list layout's providers) come from here.
  ///
  /// - Parameters:
  ///   - actions: The row's actions.
  ///   - edge: The edge.
  ///   - perform: Performs an action, given the swipe's completion handler.
  /// - Returns: The configuration, or nil when no action is placed on the edge.
  static func swipeConfiguration(
    for actions: [RowAction], edge: RowAction.Edge,
    perform: @escaping @MainActor (RowAction, @escaping (Bool) -> Void) -> Void
  ) -> UISwipeActionsConfiguration? {
    let placed = actions.filter { $0.swipe?.edge == edge && $0.isEnabled }
    let ordered =
      placed.filter { $0.swipe?.isPrimary == true }
      + placed.filter {
        $0.swipe?.isPrimary != true
      }
    guard let first = ordered.first else { return nil }
    let configuration = UISwipeActionsConfiguration(
      actions: ordered.map { action in
        let style: UIContextualAction.Style =
          action.attributes.contains(.destructive) ? .destructive : .normal
        let contextual = UIContextualAction(style: style, title: action.title) {
          _, _, completion in perform(action, completion)
        }
        contextual.image = action.image
        if let color = action.backgroundColor { contextual.backgroundColor = color }
        return contextual
      })
    configuration.performsFirstActionWithFullSwipe = first.swipe?.performsOnFullSwipe ?? false
    return configuration
  }

  /// Gives a cell VoiceOver's actions for its row: the enabled actions placed for
  /// accessibility, each invoking its action on the row it was given for, found by identity
  /// when performed.
  func applyAccessibilityActions(to cell: UIView, for row: Row) {
    guard rowActions != nil else { return }
    let rowID = identity.row(row)
    let hint: TableIndex? = nil
    let actions = actions(for: row).filter {
      $0.placements.contains(.accessibility) && $0.isEnabled
    }
    cell.accessibilityCustomActions =
      actions.isEmpty
      ? nil
      : actions.map { action in
        UIAccessibilityCustomAction(name: action.title, image: action.image) {
          [weak self] _ in
          self?.invoke(action, onRowWithID: rowID, near: hint, from: .accessibility) ?? false
        }
      }
  }

  /// Performs the action whose keyboard shortcut was pressed, on the focused row.
  ///
  /// - Returns: Whether a focused row has an enabled action with the shortcut.
  func performKeyCommand(_ shortcut: RowAction.KeyboardShortcut) -> Bool {
    guard let rowID = focusedRowID,
      let index = shown.index(ofRowWithID: rowID, near: nil, identity: identity.row),
      let action = actions(for: shown[index]).first(where: {
        $0.keyboardShortcut == shortcut && $0.isEnabled
      })
    else { return false }
    return invoke(action, onRowWithID: rowID, near: index, from: .keyboard)
  }
}

extension ListKit {
  /// Gives the visible cells VoiceOver's actions again, after ``rowActions`` changed.
  func refreshAccessibilityActions() {
    for path in listView.visiblePaths where path.section < shown.sections.count {
      guard path.row < shown.numberOfRows(inSection: path.section),
        let cell = listView.listCell(at: path)
      else { continue }
      if rowActions == nil {
        cell.accessibilityCustomActions = nil
      } else {
        applyAccessibilityActions(to: cell, for: shown[path])
      }
    }
  }

  /// Before a batch: what the focus and VoiceOver need to find their rows afterwards.
  func willIssueRowActionsBatch(_ changes: TableChanges, to new: Table<Section, Row>) {
    insertedRows = insertionAnnouncement == nil ? [] : changes.rowInserts.map { new[$0] }
    noteVoiceOverRow()
  }

  /// Once the view shows a table: the focused row and VoiceOver's row by identity, and the
  /// announcement of inserted rows.
  func didShowForRowActions() {
    refreshFocusedRow()
    let inserted = insertedRows
    insertedRows = []
    restoreVoiceOverRow(inserted: inserted)
  }
}

extension ListKit {
  /// Every row action the user invokes, from a swipe, the context menu, VoiceOver or a key,
  /// with the row and the action (see ``RowAction``).
  ///
  /// ```swift
  /// bag += kit.didInvokeAction.onValue { invocation in
  ///   if invocation.action.id == "archive" { inbox.archive(invocation.row) }
  /// }
  /// ```
  public var didInvokeAction: Signal<RowActionInvocation<Row>> { actionEmitter.signal }

  /// The context menus' events: shown, preview committed (open the row), ended.
  public var contextMenuEvents: Signal<ContextMenuEvent<Row>> { contextMenuEmitter.signal }

  /// The rows whose context-menu preview the user tapped: open the row.
  public var didCommitPreview: Signal<Row> {
    contextMenuEvents.compactMap { $0.kind == .commitPreview ? $0.rows.first : nil }
  }

  /// Performs the action with a keyboard shortcut on the focused row, as a key command does.
  ///
  /// Call it from the responder that receives the keys (a `UIKeyCommand`'s action, or
  /// `pressesBegan(_:with:)`), or list the focused row's shortcuts with
  /// ``keyboardShortcutActions`` to make its key commands.
  ///
  /// - Returns: Whether the focused row has an enabled action with the shortcut; the action is
  ///   then invoked (``didInvokeAction`` with ``RowActionInvocation/Source/keyboard``).
  @discardableResult
  public func performKeyboardShortcut(_ shortcut: RowAction.KeyboardShortcut) -> Bool {
    performKeyCommand(shortcut)
  }

  /// The focused row's enabled actions that have a keyboard shortcut; none without focus.
  public var keyboardShortcutActions: [RowAction] {
    guard let rowID = focusedRowID,
      let index = shown.index(ofRowWithID: rowID, near: nil, identity: identity.row)
    else { return [] }
    return actions(for: shown[index]).filter { $0.keyboardShortcut != nil && $0.isEnabled }
  }
}
