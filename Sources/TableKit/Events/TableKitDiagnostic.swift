/// Something the kit noticed in the data it was given, with what is needed to fix it.
///
/// ```swift
/// bag += kit.diagnostics.onValue { print($0) }  // or assert in debug builds
/// ```
public enum TableKitDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Several rows share one identity; the diff matched them by position.
  case duplicateRowIdentifier(String, indexPaths: [IndexPath])
  /// Several sections share one identity; the diff matched them by position.
  case duplicateSectionIdentifier(String, sections: [Int])
  /// A batch failed UIKit's validation rules, so the kit reloaded the table instead.
  case rejectedBatch(reason: String)
  /// A row has no view: its type is not ``Reusable`` and no registration matches it.
  case unregisteredRow(type: String, indexPath: IndexPath)
  /// The selection binding named rows that are not in the table; they were ignored.
  case unknownSelection(identifiers: [String])
  /// The selection binding named several rows while the table or collection view allows only
  /// one.
  case multipleSelectionNotAllowed(count: Int)
  /// The app replaced the view's data source or delegate: the kit no longer drives the view,
  /// and tables set meanwhile wait (kept as the kit's `table` value) until it does again.
  case viewTakenOver(properties: [String])
  /// A table was set after the kit's `dispose()`: it is kept as the kit's `table` value but
  /// never shown.
  case tableSetAfterDispose

  /// A message that says what was wrong and how to fix it.
  public var description: String {
    switch self {
    case .duplicateRowIdentifier(let identifier, let indexPaths):
      "TableKit: rows at \(indexPaths.map(Self.format)) share the identifier \(identifier); "
        + "give each row a unique id (Identifiable) or pass rowIdentity: to TableKit."
    case .duplicateSectionIdentifier(let identifier, let sections):
      "TableKit: sections \(sections) share the identifier \(identifier); give each section a "
        + "unique value or pass sectionIdentity: to TableKit."
    case .rejectedBatch(let reason):
      "TableKit: a batch would fail UIKit's validation (\(reason)); the table was reloaded "
        + "instead. Report the two tables: the diff should never produce this."
    case .unregisteredRow(let type, let indexPath):
      "TableKit: no view for a row of type \(type) at \(Self.format(indexPath)); make \(type) "
        + "Reusable or call kit.register(_:for:) for it."
    case .unknownSelection(let identifiers):
      "TableKit: the selection names rows that are not in the table (\(identifiers.joined(separator: ", "))); "
        + "select rows of the current table value."
    case .multipleSelectionNotAllowed(let count):
      "TableKit: the selection names \(count) rows but the view allows one in its current "
        + "mode; set view.allowsMultipleSelection = true (while editing, "
        + "view.allowsMultipleSelectionDuringEditing) or select one row."
    case .viewTakenOver(let properties):
      "TableKit: the view's \(properties.joined(separator: " and ")) no longer is the "
        + "kit, so the kit stopped updating the view (a batch now would fail UIKit's count "
        + "checks). Leave view.dataSource and view.delegate to the kit — use its signals and "
        + "closures instead — or call kit.dispose() before taking the view over."
    case .tableSetAfterDispose:
      "TableKit: a table was set after kit.dispose(); it is not shown. Stop binding to "
        + "kit.table when you dispose of the kit (dispose the bag that holds the binding first)."
    }
  }

  private static func format(_ indexPath: IndexPath) -> String {
    "\(indexPath.section)-\(indexPath.row)"
  }
}
