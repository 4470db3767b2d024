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
  /// The selection binding named several rows while the table view allows only one.
  case multipleSelectionNotAllowed(count: Int)

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
      "TableKit: the selection names \(count) rows but the table view allows one; set "
        + "view.allowsMultipleSelection = true or select one row."
    }
  }

  private static func format(_ indexPath: IndexPath) -> String {
    "\(indexPath.section)-\(indexPath.row)"
  }
}
