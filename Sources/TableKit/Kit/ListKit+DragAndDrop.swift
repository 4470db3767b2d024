extension ListKit {
  /// The rows other kits dragged into this kit's view and the rows dragged from it into
  /// theirs: one event per row, told by both kits.
  public var transfers: Signal<RowTransfer<Row>> { transferEmitter.signal }

  /// The items other apps dropped on the view: each row made and inserted, or why none was.
  public var imports: Signal<RowImport<Row>> { importEmitter.signal }

  /// Whether drags from the view stay in the app: yes unless rows can be exported.
  var dragStaysInApp: Bool { dragAndDrop?.export == nil }

  /// Returns the items a drag of a row carries: none when drag and drop is off, or when the
  /// row can neither move (``canMove``) nor leave the app (``DragAndDropConfiguration/export``).
  func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
    guard let dragAndDrop else { return [] }
    let row = shown[indexPath]
    let moves = dragAndDrop.reorders && canMove?(row) == true
    let provider = dragAndDrop.export?(row)
    guard moves || provider != nil else { return [] }
    let item = UIDragItem(itemProvider: provider ?? NSItemProvider())
    if moves { item.localObject = payload(for: row, at: indexPath) }
    return [item]
  }

  private func payload(for row: Row, at lifted: IndexPath) -> DragPayload<Row> {
    let rowID = identity.row(row)
    return DragPayload(
      kit: self, row: row,
      removeFromSource: { [weak self] in
        guard let self,
          let index = shown.index(
            ofRowWithID: rowID, near: TableIndex(lifted), identity: identity.row)
        else { return nil }
        removeDroppedRow(at: index)
        return index.indexPath
      },
      reportToSource: { [weak self] in self?.transferEmitter.send($0) })
  }

  /// Returns what a drop at a row would do: a row of this kit or of another kit of the same
  /// rows moves (when the kit reorders); another app's item that has an imported type is
  /// copied; anything else is forbidden.
  func dropOperation(for session: any UIDropSession) -> UIDropOperation {
    guard let dragAndDrop, !shown.sections.isEmpty else { return .forbidden }
    let payloads = session.items.compactMap { $0.localObject as? DragPayload<Row> }
    if session.localDragSession != nil, !payloads.isEmpty, payloads.count == session.items.count {
      return dragAndDrop.reorders ? .move : .forbidden
    }
    guard dragAndDrop.makeRow != nil,
      session.hasItemsConforming(toTypeIdentifiers: dragAndDrop.importedTypes)
    else { return .forbidden }
    return .copy
  }

  /// Takes a drop: rows from other kits move here, other apps' items become rows once loaded.
  /// Rows of this kit dragged within the view are not taken here: UIKit reorders them itself
  /// and tells the data source (`moveRowAt`/`moveItemAt`), which ``move(from:to:)`` takes in
  /// (HeadlessUIKit Rules.md R-drag-5).
  func performDrop(_ drop: some DropCoordination) {
    guard let dragAndDrop, let lastSection = shown.sections.indices.last else { return }
    var destination =
      drop.destination
      ?? IndexPath(row: shown.numberOfRows(inSection: lastSection), section: lastSection)
    for item in drop.draggedItems {
      if let payload = item.localObject as? DragPayload<Row> {
        guard payload.kit !== self, dragAndDrop.reorders else { continue }
        guard let landed = takeTransfer(payload, at: destination) else { continue }
        drop.animate(item, toRowAt: landed)
        destination = IndexPath(row: landed.row + 1, section: landed.section)
      } else if let makeRow = dragAndDrop.makeRow,
        dragAndDrop.importedTypes.contains(
          where: item.itemProvider.hasItemConformingToTypeIdentifier)
      {
        importRow(from: item.itemProvider, at: clamped(destination), makeRow: makeRow)
      }
    }
  }

  /// Clamps a drop's path to a place a row can be inserted at.
  private func clamped(_ path: IndexPath) -> TableIndex {
    let section = min(max(path.section, 0), shown.sections.count - 1)
    let row = min(max(path.row, 0), shown.numberOfRows(inSection: section))
    return TableIndex(row: row, section: section)
  }

  /// Moves a row from another kit into this one: the other kit removes it, this kit inserts
  /// it, and both report one transfer.
  private func takeTransfer(_ payload: DragPayload<Row>, at destination: IndexPath) -> IndexPath? {
    guard let sourceKit = payload.kit, let source = payload.removeFromSource() else { return nil }
    let index = clamped(destination)
    insertDroppedRow(payload.row, at: index)
    let transfer = RowTransfer(
      row: payload.row, sourceKit: sourceKit, source: source, destinationKit: self,
      destination: index.indexPath)
    payload.reportToSource(transfer)
    transferEmitter.send(transfer)
    return index.indexPath
  }

  /// Makes a row from another app's item and inserts it where the item was dropped, before
  /// the row that was there (or at the end of the section), once the row is made.
  private func importRow(
    from provider: NSItemProvider, at index: TableIndex,
    makeRow: @escaping @MainActor (NSItemProvider) async throws -> Row
  ) {
    let anchor =
      shown.numberOfRows(inSection: index.section) > index.row ? identity.row(shown[index]) : nil
    let sectionID = identity.section(shown.sectionValues[index.section])
    let types = provider.registeredTypeIdentifiers
    let name = provider.suggestedName
    Task { @MainActor [weak self] in
      do {
        let row = try await makeRow(provider)
        guard let self else { return }
        let place = placeForImport(before: anchor, inSection: sectionID, fallback: index)
        insertDroppedRow(row, at: place)
        importEmitter.send(.inserted(row, at: place.indexPath))
      } catch {
        let reason = (error as? DropImportError)?.message ?? String(describing: error)
        self?.importEmitter.send(
          .failed(
            DropImportError(
              "makeRow could not make a row from the dropped item: \(reason)",
              typeIdentifiers: types,
              suggestedName: name)))
      }
    }
  }

  /// Where an imported row goes once made: before the row it was dropped before, else at the
  /// end of its section, else where it was dropped (clamped to the table as it is now).
  private func placeForImport(
    before anchor: AnyHashable?, inSection sectionID: AnyHashable, fallback: TableIndex
  ) -> TableIndex {
    if let anchor,
      let index = shown.index(ofRowWithID: anchor, near: fallback, identity: identity.row)
    {
      return index
    }
    if let section = shown.sectionValues.firstIndex(where: { identity.section($0) == sectionID }) {
      return TableIndex(row: shown.numberOfRows(inSection: section), section: section)
    }
    return clamped(fallback.indexPath)
  }

  /// Inserts a dropped row in the view at once and in the latest table the app set, after the
  /// row it follows (or first in its section).
  private func insertDroppedRow(_ row: Row, at index: TableIndex) {
    let grown = shown.insertingRow(row, at: index)
    let previousID =
      index.row > 0
      ? identity.row(grown[TableIndex(row: index.row - 1, section: index.section)]) : nil
    let sectionID = identity.section(grown.sectionValues[index.section])
    let identity = self.identity
    showEdit(
      grown, inserting: identity.row(row),
      inView: { [listView] in listView.insertPaths([index.indexPath]) },
      applyingTo: { latest in
        latest.inserting(
          row, after: previousID, inSection: sectionID, identity: identity.row,
          sectionIdentity: identity.section)
      })
  }

  /// Removes a row dragged into another kit's view, from the view at once and from the latest
  /// table the app set.
  private func removeDroppedRow(at index: TableIndex) {
    let rowID = identity.row(shown[index])
    let identity = self.identity
    showEdit(
      shown.removingRow(at: index), removing: rowID,
      inView: { [listView] in listView.deletePaths([index.indexPath]) },
      applyingTo: { latest in
        latest.index(ofRowWithID: rowID, near: index, identity: identity.row).map {
          latest.removingRow(at: $0)
        } ?? latest
      })
  }
}
