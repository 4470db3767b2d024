/// How a kit's rows take part in drag and drop: reordering by drag (within the view, across
/// sections and into other kits' views), dragging rows out to other apps, and turning drops
/// from other apps into rows.
///
/// Set it on a kit to turn drag and drop on; nil (the default) turns it off:
///
/// ```swift
/// kit.canMove = { _ in true }
/// kit.dragAndDrop = .reordering
/// ```
///
/// The kit's move guard decides every drop of a row: ``ListKit/canMove`` says which rows can be
/// lifted, and ``ListKit/moveTarget`` where a row dragged within the view lands.
public struct DragAndDropConfiguration<Row> {
  /// Whether people reorder rows by dragging them: within the view and across its sections
  /// (reported on ``ListKit/moves``), and into the views of other kits of the same rows that
  /// reorder too (reported on ``ListKit/transfers`` of both kits).
  public var reorders: Bool
  /// Returns the item provider that carries a row to other apps, or nil to keep the row in
  /// the app.
  public var export: ((Row) -> NSItemProvider?)?
  /// The uniform type identifiers of other apps' drops the kit takes.
  public private(set) var importedTypes: [String]
  /// Makes a row from an item provider another app dropped; a thrown error is reported on
  /// ``ListKit/imports`` and no row is inserted.
  public private(set) var makeRow: (@MainActor (NSItemProvider) async throws -> Row)?

  /// Reordering by drag, without exports or imports.
  public static var reordering: DragAndDropConfiguration { DragAndDropConfiguration() }

  /// Creates a configuration that reorders rows and, given `export`, lets rows leave the app.
  ///
  /// - Parameters:
  ///   - reorders: Whether people reorder rows by dragging them.
  ///   - export: Returns the item provider that carries a row to other apps.
  public init(reorders: Bool = true, exporting export: ((Row) -> NSItemProvider?)? = nil) {
    self.reorders = reorders
    self.export = export
    importedTypes = []
    makeRow = nil
  }

  /// Creates a configuration that also takes drops from other apps: each item provider that
  /// has one of `types` becomes a row, made by `makeRow` once its data loads.
  ///
  /// ```swift
  /// kit.dragAndDrop = DragAndDropConfiguration(importing: ["public.plain-text"]) { provider in
  ///   Note(text: try await provider.loadText())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reorders: Whether people reorder rows by dragging them.
  ///   - export: Returns the item provider that carries a row to other apps.
  ///   - types: The uniform type identifiers taken; at least one.
  ///   - makeRow: Makes a row from a dropped item provider; runs on the main actor.
  /// - Note: An empty `types` stops with a message: no drop could ever be taken.
  public init(
    reorders: Bool = true, exporting export: ((Row) -> NSItemProvider?)? = nil,
    importing types: [String], makeRow: @escaping @MainActor (NSItemProvider) async throws -> Row
  ) {
    precondition(
      !types.isEmpty,
      "DragAndDropConfiguration: importing needs at least one uniform type identifier (such as "
        + "\"public.plain-text\"); with none, no drop from another app could be taken. Name the "
        + "types makeRow reads, or use DragAndDropConfiguration(reorders:exporting:) to take no imports."
    )
    self.init(reorders: reorders, exporting: export)
    importedTypes = types
    self.makeRow = makeRow
  }
}

extension NSItemProvider {
  /// Loads the provider's plain text.
  ///
  /// - Throws: ``DropImportError`` when the provider has no text or its data cannot be read.
  @MainActor public func loadText() async throws(DropImportError) -> String {
    let types = registeredTypeIdentifiers
    let name = suggestedName
    let result: Result<String, DropImportError> = await withCheckedContinuation { continuation in
      _ = loadObject(ofClass: String.self) { text, error in
        if let text {
          continuation.resume(returning: .success(text))
        } else {
          continuation.resume(
            returning: .failure(
              DropImportError(
                "The dropped item has no plain text to read"
                  + (error.map { ": \($0.localizedDescription)" } ?? "."),
                typeIdentifiers: types, suggestedName: name)))
        }
      }
    }
    return try result.get()
  }
}
