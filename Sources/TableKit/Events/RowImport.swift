/// What became of an item another app dropped on a kit: a row inserted, or why none was.
///
/// ```swift
/// bag += kit.imports.onValue { result in
///   if case .failed(let error) = result { show(error.message) }
/// }
/// ```
public enum RowImport<Row> {
  /// The row made from the item, inserted at an index path.
  case inserted(Row, at: IndexPath)
  /// The item could not be made into a row.
  case failed(DropImportError)
}

extension RowImport: Equatable where Row: Equatable {}

/// Why an item another app dropped did not become a row.
public struct DropImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, naming the item's types.
  public let message: String
  /// The item provider's registered type identifiers.
  public let typeIdentifiers: [String]
  /// The item provider's suggested name, if any.
  public let suggestedName: String?

  /// Creates an error.
  public init(_ message: String, typeIdentifiers: [String], suggestedName: String? = nil) {
    self.message = message
    self.typeIdentifiers = typeIdentifiers
    self.suggestedName = suggestedName
  }

  public var description: String {
    "\(message) (types \(typeIdentifiers)\(suggestedName.map { ", named \"\($0)\"" } ?? ""))"
  }
}
