import Foundation

extension IndexPath {
  /// The path as "section-row", the way messages name a row or item.
  var shortText: String { count == 2 ? "\(self[0])-\(self[1])" : "\(Array(self))" }
}

/// Describes the counts of a table or collection view for a message, e.g.
/// "1 section (section 0: 3 rows)".
func countsText(sections: Int, unit: String, count: (Int) -> Int) -> String {
  let counts = (0..<sections).map { section in
    let rows = count(section)
    return "section \(section): \(rows) \(unit)\(rows == 1 ? "" : "s")"
  }
  let noun = sections == 1 ? "section" : "sections"
  return sections == 0
    ? "no sections" : "\(sections) \(noun) (\(counts.joined(separator: ", ")))"
}
