extension ListKit {
  /// Returns the context menu of the rows at some paths: the actions placed in the menu (for
  /// several rows, those every row has, by identity), and a preview from
  /// ``contextMenuPreview`` for one row. Nil when there is nothing to show, so UIKit shows no
  /// menu.
  func contextMenuConfiguration(forRowsAt indexPaths: [IndexPath])
    -> UIContextMenuConfiguration?
  {
    guard !indexPaths.isEmpty, rowActions != nil || contextMenuPreview != nil else { return nil }
    let rows = indexPaths.map { shown[$0] }
    let rowIDs = rows.map(identity.row)
    let hints = indexPaths.map(TableIndex.init)
    let menuActions = Self.commonMenuActions(rows.map { actions(for: $0) })
    let preview = rows.count == 1 ? contextMenuPreview.map { make in { make(rows[0]) } } : nil
    guard !menuActions.isEmpty || preview != nil else { return nil }
    let configuration = UIContextMenuConfiguration(
      identifier: nil, previewProvider: preview,
      actionProvider: menuActions.isEmpty
        ? nil
        : { [weak self] _ in
          UIMenu(
            title: "",
            children: menuActions.compactMap { action in
              self?.menuItem(for: action, rowIDs: rowIDs, hints: hints)
            })
        })
    contextMenuRows = ContextMenuRows(
      configuration: ObjectIdentifier(configuration), rowIDs: rowIDs, hints: hints)
    return configuration
  }

  /// The actions placed in the menu that every row has (matched by ``RowAction/id``), in the
  /// first row's order.
  static func commonMenuActions(_ perRow: [[RowAction]]) -> [RowAction] {
    let placed = perRow.map { $0.filter { $0.placements.contains(.contextMenu) } }
    guard let first = placed.first else { return [] }
    return first.filter { action in
      placed.dropFirst().allSatisfy { $0.contains { $0.id == action.id } }
    }
  }

  private func menuItem(for action: RowAction, rowIDs: [AnyHashable], hints: [TableIndex])
    -> UIMenuElement
  {
    var attributes: UIMenuElement.Attributes = []
    if action.attributes.contains(.destructive) { attributes.insert(.destructive) }
    if action.attributes.contains(.disabled) { attributes.insert(.disabled) }
    return UIAction(title: action.title, image: action.image, attributes: attributes) {
      [weak self] _ in
      guard let self else { return }
      for (rowID, hint) in zip(rowIDs, hints) {
        invoke(action, onRowWithID: rowID, near: hint, from: .contextMenu)
      }
    }
  }

  /// The rows a configuration the kit made acts on, as the table holds them now.
  private func menuRows(of configuration: UIContextMenuConfiguration) -> [(Row, TableIndex)] {
    guard let menu = contextMenuRows, menu.configuration == ObjectIdentifier(configuration) else {
      return []
    }
    return zip(menu.rowIDs, menu.hints).compactMap { rowID, hint in
      shown.index(ofRowWithID: rowID, near: hint, identity: identity.row).map { (shown[$0], $0) }
    }
  }

  /// Returns the cell a menu lifts from or returns to: the cell showing its first row where the
  /// row is now (updates while the menu shows may have moved it), or nil — UIKit's own choice —
  /// when the row left the table or is off screen.
  func contextMenuTargetedPreview(for configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  {
    guard let (_, index) = menuRows(of: configuration).first,
      let cell = listView.listCell(at: index.indexPath), cell.window != nil
    else { return nil }
    return UITargetedPreview(view: cell)
  }

  /// Reports a context menu's event with its rows.
  func contextMenuEvent(
    _ kind: ContextMenuEvent<Row>.Kind, for configuration: UIContextMenuConfiguration
  ) {
    let rows = menuRows(of: configuration).map(\.0)
    guard !rows.isEmpty else { return }
    contextMenuEmitter.send(ContextMenuEvent(kind: kind, rows: rows))
  }

  /// The user tapped a menu's preview: ``contextMenuEvents`` reports it as the commit ends.
  func willCommitPreview(
    of configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    let rows = menuRows(of: configuration).map(\.0)
    guard !rows.isEmpty else { return }
    let emitter = contextMenuEmitter
    animator.addCompletion { emitter.send(ContextMenuEvent(kind: .commitPreview, rows: rows)) }
  }
}
