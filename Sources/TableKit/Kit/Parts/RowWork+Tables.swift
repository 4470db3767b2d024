extension RowWork {
  /// Ends the per-row work (row bags, prefetch work) of the rows an update removed, found from
  /// the update's changes rather than by looking up every row of the new table.
  ///
  /// - Complexity: O(*d*) for *d* rows deleted by `changes`, plus the rows of deleted sections;
  ///   O(*n*) over the new table when it repeats identifiers.
  ///   With `counted`, the identities of `new`'s rows counted, a deleted row's work ends only
  ///   when no row of `new` has its identity, without looking at `new`'s rows.
  func release<Section, Row>(
    removedBy changes: TableChanges, from old: Table<Section, Row>, to new: Table<Section, Row>,
    identity: TableIdentity<Section, Row>, counted: IdentityCounts? = nil
  ) {
    guard !isEmpty else { return }
    if let counted, changes.sectionDeletes.isEmpty {
      return release(
        changes.rowDeletes.lazy.map { identity.row(old[$0]) }.filter { counted.count(of: $0) == 0 })
    }
    // With repeated identifiers, a deleted occurrence may leave another one in the table.
    guard changes.rowDuplicates.isEmpty else {
      return release(allRowsBut: new, identity: identity)
    }
    var removed: [AnyHashable] = changes.rowDeletes.map { identity.row(old[$0]) }
    if !changes.sectionDeletes.isEmpty {
      // Rows of a deleted section are not row deletes; those that moved out of it stay.
      let movedOut = Set(changes.rowMoves.lazy.map(\.source))
      for section in changes.sectionDeletes {
        for row in 0..<old.numberOfRows(inSection: section) {
          let index = TableIndex(row: row, section: section)
          if !movedOut.contains(index) { removed.append(identity.row(old[index])) }
        }
      }
    }
    release(removed)
  }

  /// Ends the per-row work of rows that are not in `table`, looking up every row of it.
  func release<Section, Row>(
    allRowsBut table: Table<Section, Row>, identity: TableIdentity<Section, Row>
  ) {
    guard !isEmpty else { return }
    release(allBut: Set(table.lazy.map(identity.row)))
  }

  /// Starts the prefetch work of rows UIKit is about to need, unless some runs already.
  func prefetch<Section, Row>(
    _ rows: [Row], identity: TableIdentity<Section, Row>, worker: ((Row) -> Disposable?)?
  ) {
    guard let worker else { return }
    for row in rows { prefetch(identity.row(row)) { worker(row) } }
  }

  /// Ends the prefetch work of the rows at `indexPaths` that `table` still holds, and returns
  /// those rows: UIKit may cancel paths the table no longer has.
  func cancelPrefetching<Section, Row>(
    at indexPaths: [IndexPath], in table: Table<Section, Row>,
    identity: TableIdentity<Section, Row>
  ) -> [Row] {
    let rows = indexPaths.filter { $0.section < table.sections.count }
      .filter { $0.row < table.numberOfRows(inSection: $0.section) }.map { table[$0] }
    for row in rows { cancelPrefetch(identity.row(row)) }
    return rows
  }
}
