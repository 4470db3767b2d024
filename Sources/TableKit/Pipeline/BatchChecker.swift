import BatchRules

/// Checks a batch with UIKit's rules before the kit issues it, so a batch that would raise never
/// reaches the view; on iOS there is no HeadlessUIKit to ask.
///
/// The rules and their messages are the ones HeadlessUIKit enforces — one implementation, in the
/// package's BatchRules target. Reconfigures are not part of the check: UIKit resolves each one
/// at the call, before the batch's other operations (HeadlessUIKit Rules.md R-time-1), and the
/// kit issues them at old positions of rows it keeps.
struct BatchChecker {
  let oldCounts: [Int]
  let newCounts: [Int]
  let batch: TableBatch

  /// Returns the reason UIKit would give for rejecting the batch, or nil if it accepts it.
  func failure() -> String? {
    let update = BatchUpdate(
      sectionInserts: batch.sectionInserts, sectionDeletes: batch.sectionDeletes,
      sectionReloads: batch.sectionReloads,
      sectionMoves: batch.sectionMoves.map {
        BatchUpdate.SectionMove(from: $0.source, to: $0.destination)
      },
      elementInserts: batch.rowInserts.map(\.indexPath),
      elementDeletes: batch.rowDeletes.map(\.indexPath),
      elementReloads: batch.rowReloads.map(\.indexPath),
      elementMoves: batch.rowMoves.map {
        BatchUpdate.ElementMove(from: $0.source.indexPath, to: $0.destination.indexPath)
      })
    do {
      try update.check(
        before: oldCounts, after: newCounts,
        messages: .table(viewDescription: "<TableKit pre-check>"))
      return nil
    } catch {
      return error.reason
    }
  }
}
