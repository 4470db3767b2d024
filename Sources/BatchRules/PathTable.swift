import Foundation

/// A table from index paths to values, for the paths of one side of a batch update: a path
/// inside the counts it was made for is a slot of one flat array (allocated on first use), any
/// other path is hashed.
///
/// - Complexity: O(1) per access; O(e) memory for the e elements of the counts once a value is set.
package struct PathTable<Value> {
  private let counts: [Int]
  /// Where each section's slots start.
  private let starts: [Int]
  private let total: Int
  private var slots: [Value?] = []
  private var others: [ElementKey: Value] = [:]

  /// Creates an empty table for paths of sections with these element counts.
  package init(counts: [Int]) {
    self.counts = counts
    var starts: [Int] = []
    starts.reserveCapacity(counts.count)
    var total = 0
    for count in counts {
      starts.append(total)
      total += count
    }
    self.starts = starts
    self.total = total
  }

  /// The value for a path, or nil.
  package subscript(path: IndexPath) -> Value? {
    get {
      guard let slot = slot(path) else { return others[ElementKey(path)] }
      return slots.isEmpty ? nil : slots[slot]
    }
    set {
      guard let slot = slot(path) else {
        others[ElementKey(path)] = newValue
        return
      }
      if slots.isEmpty { slots = [Value?](repeating: nil, count: total) }
      slots[slot] = newValue
    }
  }

  private func slot(_ path: IndexPath) -> Int? {
    guard path.count == 2 else { return nil }
    let (section, element) = (path[0], path[1])
    guard counts.indices.contains(section), element >= 0, element < counts[section] else {
      return nil
    }
    return starts[section] + element
  }
}

extension PathTable where Value == Void {
  /// Adds a path; returns whether it was not there yet.
  package mutating func insert(_ path: IndexPath) -> Bool {
    guard self[path] == nil else { return false }
    self[path] = ()
    return true
  }

  /// Whether the path was added.
  package func contains(_ path: IndexPath) -> Bool { self[path] != nil }
}
