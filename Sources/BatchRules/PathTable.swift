import Foundation

/// A table from index paths to values, for the paths of one side of a batch update: a path
/// inside the counts it was made for is a slot, kept in a hashed table while few slots are set
/// and in one flat array (allocated when many are) after that; any other path is hashed.
///
/// - Complexity: O(1) per access (amortised); O(min(k · c, e)) memory and time for k values set
///   and the e elements of the counts, so a batch of a few operations costs nothing per element
///   of a large table.
package struct PathTable<Value> {
  private let counts: [Int]
  /// Where each section's slots start.
  private let starts: [Int]
  private let total: Int
  /// The values by slot, once many slots are set; empty before.
  private var slots: [Value?] = []
  /// The values by slot while few are set.
  private var sparse: [Int: Value] = [:]
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

  /// How many slots the hashed table holds before the flat array takes over: a sixteenth of
  /// the elements, where the array's memory starts to pay for itself.
  private var sparseLimit: Int { max(64, total / 16) }

  /// The value for a path, or nil.
  package subscript(path: IndexPath) -> Value? {
    get {
      guard let slot = slot(path) else { return others[ElementKey(path)] }
      return slots.isEmpty ? sparse[slot] : slots[slot]
    }
    set {
      guard let slot = slot(path) else {
        others[ElementKey(path)] = newValue
        return
      }
      guard slots.isEmpty else {
        slots[slot] = newValue
        return
      }
      sparse[slot] = newValue
      guard sparse.count > sparseLimit else { return }
      slots = [Value?](repeating: nil, count: total)
      for (slot, value) in sparse { slots[slot] = value }
      sparse = [:]
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
