import Foundation

/// Why ``ListKit/edit(animated:_:)`` refused an edit: the rows it was given would break what
/// the table promises. Nothing of the edit is applied.
public enum TableEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The row inserted at `indexPath` has the identity of a row the table already holds.
  case duplicateRow(identifier: String, indexPath: IndexPath)
  /// The row given to update the row at `indexPath` has another identity: an update keeps the
  /// row and changes its content.
  case identityChanged(from: String, to: String, indexPath: IndexPath)

  /// A message that says what was wrong and how to fix it.
  public var description: String {
    switch self {
    case .duplicateRow(let identifier, let indexPath):
      "TableKit: the row inserted at [\(indexPath.section), \(indexPath.row)] has the identifier "
        + "\(identifier), which a row of the table already has; give each row a unique id, or "
        + "update the existing row instead of inserting another."
    case .identityChanged(let old, let new, let indexPath):
      "TableKit: the update of the row at [\(indexPath.section), \(indexPath.row)] gives it the "
        + "identifier \(new) instead of \(old); an update changes a row's content and keeps its "
        + "identity: delete the row and insert the new one instead."
    }
  }
}
