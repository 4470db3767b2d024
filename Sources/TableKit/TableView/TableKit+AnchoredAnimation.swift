extension ListKit {
  /// How an animated batch is issued around the user's place.
  enum AnchoredIssue {
    /// As the app asked.
    case asIs
    /// Without animation: everything it changes is above the rows on screen.
    case withoutAnimation
    /// In two batches in one call: the changes above the anchored row without animation, then
    /// the rest, animated, from the table between.
    case split(above: TableBatch, middle: Table<Section, Row>, rest: TableBatch)
  }
}

extension TableKit {
  /// Returns how an animated batch is issued so that the anchored row stays still while it
  /// animates.
  ///
  /// A table view animates each cell from its old frame to its new one in content coordinates,
  /// while an offset set in the batch takes effect at once, so a batch that moves the anchored
  /// row shows the rows on screen sliding back to where they were (Rules.md R-anchor-11); the
  /// table's adjustment works only without animation (Texture's
  /// `automaticallyAdjustsContentOffset`). So the changes that move the row — those above it —
  /// are made without animation, with the offset set inside the batch, and only the changes at
  /// and below it animate:
  ///
  /// - changes only above the rows on screen: the batch runs without animation (nothing
  ///   visible would animate but the motion the offset cancels);
  /// - changes above and on screen below the row: two batches in one call, the changes above
  ///   unanimated, then the rest animated (``TableBatch/split(around:landingAt:)``);
  /// - where a split is not sound (sections change, a row moves across the anchored one) or
  ///   the batch moves sections: without animation, so that the row never slides — the user's
  ///   place comes before the animation;
  /// - nothing above the row changes: as the app asked.
  ///
  /// - Complexity: O(*v* log *v*) for the *v* rows on screen and O(*c* log *c*) for a batch of *c*
  ///   operations; a split adds O(*n*) to build the table between.
  func anchoredIssue(
    of batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) -> AnchoredIssue {
    // At the top of the list, where nothing is anchored, nothing is taken.
    guard let mode = anchorMode, mode != .firstVisibleRow(atTop: false) || !anchorViewport.isAtTop,
      let anchor = captureAnchor(), case .rows(let marks) = anchor.place,
      let mark = marks.first, let last = marks.map(\.index).max(), mark.index <= last,
      let newIndex = batch.newPosition(ofRowAt: mark.index)
    else { return .asIs }
    // Moved sections: what is above the row is not known from the batch, and the row may move.
    guard let above = batch.changes(above: mark.index, landingAt: newIndex) else {
      return .withoutAnimation
    }
    // A row above whose content changed may change its height (unless every row has the one
    // fixed `rowHeight`), which moves the row too; the table between keeps such rows' old
    // contents, so they cannot go in the unanimated half.
    let heightsAreFixed = heightForRow == nil && !hasGroupHeights && view.rowHeight >= 0
    let resizedAbove =
      !heightsAreFixed && batch.rowReconfigures.contains { $0.source < mark.index }
    guard above.movesTheRow || resizedAbove else { return .asIs }
    guard !resizedAbove, batch.changesRows(from: mark.index, through: last, landingAt: newIndex),
      let split = batch.split(around: mark.index, landingAt: newIndex)
    else { return .withoutAnimation }
    return .split(
      above: split.above,
      middle: old.splicing(
        new, above: newIndex, keptAt: mark.index, keepingOldContentOf: batch.rowReconfigures),
      rest: split.rest)
  }
}

extension TableBatch {
  /// Returns whether the batch deletes, inserts, moves or reloads rows among the old rows
  /// `first...last`, or sections holding them, or inserts rows among their new places (from
  /// `landing`, where the batch takes `first`).
  ///
  /// - Complexity: O(*c* log *c*) for a batch of *c* operations.
  func changesRows(from first: TableIndex, through last: TableIndex, landingAt landing: TableIndex)
    -> Bool
  {
    // The last row deleted, or moved above the first: rows on screen change.
    guard let lastNew = newPosition(ofRowAt: last), landing <= lastNew else { return true }
    let old = first...last
    let new = landing...lastNew
    let oldSections = first.section...last.section
    return rowDeletes.contains(where: old.contains) || rowReloads.contains(where: old.contains)
      || rowInserts.contains(where: new.contains)
      || rowMoves.contains { old.contains($0.source) || new.contains($0.destination) }
      || sectionDeletes.contains(where: oldSections.contains)
      || sectionReloads.contains(where: oldSections.contains)
      || sectionInserts.contains(where: (landing.section...lastNew.section).contains)
  }
}

extension TableBatch.ChangesAbove {
  /// Whether the changes move the row below them: rows or sections leave or arrive above it.
  var movesTheRow: Bool {
    !leavingRows.isEmpty || !arrivingRows.isEmpty || !movesIn.isEmpty || !leavingSections.isEmpty
      || !arrivingSections.isEmpty
  }
}
