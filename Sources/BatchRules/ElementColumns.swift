import Foundation

/// Builds an update mapping's element columns with arrays indexed by section and element, so
/// the work is linear in the elements and the operations.
///
/// Every new section's slots are filled in order: a slot that an insert or a move targets takes
/// that target (a move wins over an insert at the same slot), every other slot takes the next
/// element of its old section that was neither deleted nor moved away, or nil when none is left.
package struct ElementColumns {
  /// What an update puts at one element slot after it.
  private enum Target {
    case survivor
    case inserted
    case moved(from: IndexPath)
  }

  private let before: [Int]
  /// For each element before the update, whether it is deleted or moved away.
  private var leaving: [[Bool]]
  /// For each element slot after the update, what fills it.
  private var targets: [[Target]]
  /// For each element after the update, the path it had before.
  private(set) var oldPathForNew: [[IndexPath?]] = []
  /// For each element before the update, the path it has after.
  private(set) var newPathForOld: [[IndexPath?]]
  /// New paths of moved elements whose old path lies outside the counts before the update.
  private(set) var strayNewPaths: [IndexPath: IndexPath] = [:]
  /// How many old paths have a new path.
  private(set) var survivorCount = 0

  /// Creates empty columns for the element counts before and after an update.
  package init(before: [Int], after: [Int]) {
    self.before = before
    leaving = before.map { [Bool](repeating: false, count: $0) }
    newPathForOld = before.map { [IndexPath?](repeating: nil, count: $0) }
    targets = after.map { [Target](repeating: .survivor, count: $0) }
    oldPathForNew.reserveCapacity(after.count)
  }

  /// Marks an element before the update as deleted or moved away.
  package mutating func markLeaving(_ path: IndexPath) {
    guard let (section, element) = Self.slot(path, in: before) else { return }
    leaving[section][element] = true
  }

  /// Sets what fills an element slot after the update: nil for an insert, else a move's source.
  package mutating func target(_ path: IndexPath, from source: IndexPath?) {
    guard path.count == 2, targets.indices.contains(path[0]),
      targets[path[0]].indices.contains(path[1])
    else { return }
    targets[path[0]][path[1]] = source.map { .moved(from: $0) } ?? .inserted
  }

  /// Fills the next new section, from the survivors of its old section if it had one.
  package mutating func fill(section: Int, survivorsFrom oldSection: Int?) {
    let slots = targets[section]
    let candidates = oldSection.map { leaving[$0] } ?? []
    var next = 0
    var column: [IndexPath?] = []
    column.reserveCapacity(slots.count)
    for (element, slot) in slots.enumerated() {
      var old: IndexPath?
      switch slot {
      case .inserted: old = nil
      case .moved(let source): old = source
      case .survivor:
        while next < candidates.count, candidates[next] { next += 1 }
        if let oldSection, next < candidates.count {
          old = IndexPath(element: next, inSection: oldSection)
          next += 1
        }
      }
      if let old { record(old, movingTo: IndexPath(element: element, inSection: section)) }
      column.append(old)
    }
    oldPathForNew.append(column)
  }

  private mutating func record(_ old: IndexPath, movingTo new: IndexPath) {
    if let (section, element) = Self.slot(old, in: before) {
      if newPathForOld[section][element] == nil { survivorCount += 1 }
      newPathForOld[section][element] = new
    } else if strayNewPaths.updateValue(new, forKey: old) == nil {
      survivorCount += 1
    }
  }

  /// Returns a path's section and element when it names an element of the counts.
  private static func slot(_ path: IndexPath, in counts: [Int]) -> (Int, Int)? {
    guard path.count == 2, counts.indices.contains(path[0]), path[1] >= 0,
      path[1] < counts[path[0]]
    else { return nil }
    return (path[0], path[1])
  }
}
