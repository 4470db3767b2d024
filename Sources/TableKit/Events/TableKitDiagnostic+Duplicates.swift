extension TableKitDiagnostic {
  /// Returns the diagnostics for the identities the new table holds more than once, as the diff
  /// found them.
  static func duplicates(in changes: TableChanges) -> [TableKitDiagnostic] {
    changes.rowDuplicates.filter { $0.newPositions.count > 1 }.map {
      .duplicateRowIdentifier($0.identifier, indexPaths: $0.newPositions.map(\.indexPath))
    }
      + changes.sectionDuplicates.filter { $0.newPositions.count > 1 }.map {
        .duplicateSectionIdentifier($0.identifier, sections: $0.newPositions)
      }
  }
}
