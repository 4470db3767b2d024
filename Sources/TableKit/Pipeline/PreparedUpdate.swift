/// What a face does with an update from one table to another, decided before it touches the
/// view: the same diff, duplicate diagnostics and pre-check for every face.
enum PreparedUpdate: Sendable {
  /// Same identities and contents: show the new values, nothing to animate.
  case unchanged
  /// UIKit would reject the batch: reload instead (already reported).
  case reload
  /// Animate this batch.
  case batch(TableBatch)

  /// Diffs `old` against `new` (unless the changes are known), reports duplicate identities,
  /// and checks the batch with UIKit's rules.
  ///
  /// - Parameters:
  ///   - known: The changes from `old` to `new`, when the kit's own edits made them.
  ///   - identity: The kit's row and section identities.
  ///   - failure: Returns why UIKit would reject a batch (replaceable in tests).
  ///   - report: Hears the diagnostics.
  /// - Returns: The decision, and the changes (to release the removed rows' work).
  static func prepare<Section, Row>(
    from old: Table<Section, Row>, to new: Table<Section, Row>, known: TableChanges? = nil,
    identity: TableIdentity<Section, Row>, sectionUpdates: TableBatch.UpdateStyle,
    failure: (BatchChecker) -> String?,
    report: (TableKitDiagnostic) -> Void
  ) -> (PreparedUpdate, TableChanges) {
    let changes = known ?? identity.changes(from: old, to: new)
    TableKitDiagnostic.duplicates(in: changes).forEach(report)
    guard let batch = changes.batch(rowUpdates: .reconfigure, sectionUpdates: sectionUpdates)
    else { return (.unchanged, changes) }
    let checker = BatchChecker(
      oldCounts: old.sections.indices.map(old.numberOfRows(inSection:)),
      newCounts: new.sections.indices.map(new.numberOfRows(inSection:)),
      batch: batch)
    if let reason = failure(checker) {
      report(.rejectedBatch(reason: reason))
      return (.reload, changes)
    }
    return (.batch(batch), changes)
  }
}
