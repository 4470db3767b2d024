/// Notices when the app replaced a view's data source or delegate, and reports it once until
/// the kit drives the view again: the same answer from every face.
struct ViewTakeover {
  private var hasReported = false

  /// Returns whether the kit still drives its view, given the properties that no longer point
  /// at the kit's bridge; the first time some do, `report` hears which.
  mutating func canDrive(
    replacedProperties replaced: [String], report: (TableKitDiagnostic) -> Void
  ) -> Bool {
    guard replaced.isEmpty else {
      if !hasReported {
        hasReported = true
        report(.viewTakenOver(properties: replaced))
      }
      return false
    }
    hasReported = false
    return true
  }
}
