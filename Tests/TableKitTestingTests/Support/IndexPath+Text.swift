import TableKitTesting

extension IndexPath {
  /// The path as "section-row", the form used in call logs.
  var text: String { "\(self[0])-\(self[1])" }
}

extension Array where Element == IndexPath {
  /// The paths as "[s-r, s-r]".
  var text: String { "[" + map(\.text).joined(separator: ", ") + "]" }
}

/// Returns the index path of a row in section 0, or of a row in another section.
func row(_ row: Int, section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
