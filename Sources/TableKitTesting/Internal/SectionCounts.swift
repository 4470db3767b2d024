import Foundation

/// The row or item count of each section of a table or collection view, for checks and
/// messages.
struct SectionCounts {
  /// The counts, by section.
  let counts: [Int]
  /// What the view holds, singular: "row" or "item".
  let unit: String

  /// Reads the counts of `sections` sections.
  init(sections: Int, unit: String, count: (Int) -> Int) {
    counts = (0..<sections).map(count)
    self.unit = unit
  }

  /// Whether a two-index path names an existing row or item.
  func contains(_ path: IndexPath) -> Bool {
    path.count == 2 && counts.indices.contains(path[0]) && (0..<counts[path[0]]).contains(path[1])
  }

  /// Whether an element at `source` can be dropped at `destination`: within its own section at
  /// most at the last place, in another section at most one past the last.
  func acceptsDrop(of source: IndexPath, at destination: IndexPath) -> Bool {
    guard destination.count == 2, counts.indices.contains(destination[0]) else { return false }
    let extra = destination[0] == source[0] ? 0 : 1
    return (0..<counts[destination[0]] + extra).contains(destination[1])
  }

  /// The counts as a message names them, e.g. "1 section (section 0: 3 rows)".
  var description: String {
    guard !counts.isEmpty else { return "no sections" }
    let sections = counts.enumerated().map { section, count in
      "section \(section): \(count) \(unit)\(count == 1 ? "" : "s")"
    }
    return "\(counts.count) section\(counts.count == 1 ? "" : "s") "
      + "(\(sections.joined(separator: ", ")))"
  }
}
