/// Where each position of a new table comes from while a changeset is applied: UIKit's model,
/// in which inserts and move destinations are fixed and the remaining positions are filled, in
/// order, by the old elements that were neither deleted nor moved away.
internal struct ChangeSlots {
  /// Marks a new position whose value comes from the new table.
  static let fromNew = -1
  private static let unassigned = -2

  /// For each new position, the old position it shows, `fromNew`, or unassigned.
  private(set) var sources: [Int]
  /// For each old position, whether it was deleted, moved, or already placed.
  private var isConsumed: [Bool]

  init(oldCount: Int, newCount: Int) {
    sources = Array(repeating: Self.unassigned, count: newCount)
    isConsumed = Array(repeating: false, count: oldCount)
  }

  mutating func consume(_ old: Int, what: String) {
    precondition(!isConsumed[old], "The changes delete or move old \(what) \(old) twice")
    isConsumed[old] = true
  }

  /// Consumes the old positions in `old` that are not consumed yet.
  mutating func consumeRemaining(_ old: Range<Int>) {
    for position in old { isConsumed[position] = true }
  }

  mutating func assign(_ source: Int, to new: Int) {
    precondition(sources[new] == Self.unassigned, "The changes fill new position \(new) twice")
    sources[new] = source
  }

  /// Fills the unassigned positions of `new` with the unconsumed positions of `old`, in order.
  mutating func fillInOrder(old: Range<Int>, new: Range<Int>) {
    var next = old.lowerBound
    for position in new where sources[position] == Self.unassigned {
      while next < old.upperBound && isConsumed[next] { next += 1 }
      precondition(
        next < old.upperBound,
        "The changes leave new position \(position) empty: they do not match these tables")
      sources[position] = next
      isConsumed[next] = true
    }
  }

  /// Fills the unassigned positions of `new` from the new table (rows of an inserted section).
  mutating func fillFromNew(_ new: Range<Int>) {
    for position in new where sources[position] == Self.unassigned {
      sources[position] = Self.fromNew
    }
  }

  func requireAllConsumed(old: Range<Int>, what: String) {
    for position in old {
      precondition(
        isConsumed[position],
        "The changes keep old \(what) \(position) but leave it no place in the new table")
    }
  }
}
