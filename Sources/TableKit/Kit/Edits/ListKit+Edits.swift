extension ListKit {
  /// Edits the table in place — inserts, deletes, moves and updates rows — and animates the
  /// edits in one batch, without diffing the table: an edit of a few rows of a 100,000-row
  /// table costs about what it costs on a small one.
  ///
  /// ```swift
  /// try kit.edit { table in
  ///   try table.insert(message, at: IndexPath(row: 0, section: 0))
  ///   table.delete(at: IndexPath(row: 3, section: 0))
  ///   table.move(from: IndexPath(row: 5, section: 0), to: IndexPath(row: 1, section: 0))
  ///   try table.update(at: IndexPath(row: 2, section: 0)) { $0.isRead = true }
  /// }
  /// ```
  ///
  /// The edits apply to the latest table set (``table``'s `value`, with the user's edits), one
  /// after another, each at a position of the table as the edits before it left it. They reach
  /// the view as a set table does (``table``): at once, or, while UIKit is inside one of the
  /// kit's calls or an update animates, once that ends, together with the edits and tables that
  /// came meanwhile. Edits made while a table set by the app waits are applied to it, and that
  /// table is diffed as usual.
  ///
  /// - Parameters:
  ///   - animated: Whether the edits animate; nil follows the kit's own setting, as
  ///     ``setTable(_:animated:)``.
  ///   - body: Makes the edits on the ``TableEdit`` it is given.
  /// - Throws: What `body` throws, ``TableEditError`` for a row that would repeat an identity
  ///   or change one; nothing of the edit is applied then.
  /// - Complexity: O(*e*²) for *e* edits, plus the visible rows; the table's rows are copied
  ///   in memory once while another holder keeps the table, and the first edit after a table is
  ///   set counts its rows' identities once (a large table, diffed off the main actor, has them
  ///   counted there with its diff).
  public func edit<E: Error>(
    animated: Bool? = nil, _ body: (inout TableEdit<Section, Row>) throws(E) -> Void
  ) throws(E) {
    precondition(
      !pipeline.isEditing,
      "\(Self.kitName): kit.edit was called inside kit.edit's closure. Make every edit on the "
        + "TableEdit the closure is given (it sees the edits before it), in one call.")
    pipeline.isEditing = true
    let identities =
      pipeline.takeIdentities() ?? IdentityCounts(pipeline.requested, identity: identity.row)
    var edit = TableEdit(
      table: pipeline.requested, log: pipeline.state.logForNextEdit, identities: identities,
      identity: identity, kitName: Self.kitName)
    do {
      try body(&edit)
    } catch {
      pipeline.isEditing = false
      throw error
    }
    pipeline.isEditing = false
    if bridge == nil { report(.tableSetAfterDispose) }
    pendingAnimated = animated
    pipeline.request(edited: edit.table, log: edit.log, identities: edit.identities)
  }
}
