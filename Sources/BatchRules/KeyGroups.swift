/// Groups the equal keys of a list, by sorting: for each key, the first position in the list
/// that holds an equal key, and the keys ascending.
///
/// A batch's checks use it where UIKit compares each operation with the ones before it (a row
/// moved twice, two rows moved to one place): the first operation of a group is the one the
/// others are compared with.
struct KeyGroups {
  /// For each position, the first position with an equal key; nil when every key is the first
  /// of its group.
  private let firsts: [Int]?
  /// The keys, in the list's order.
  let keys: [Int]
  /// The keys ascending, repeats kept.
  let sorted: [Int]

  /// Groups these keys.
  ///
  /// - Complexity: O(n) when the keys are ascending without repeats, else O(n log n).
  init(_ keys: [Int]) {
    self.keys = keys
    guard !keys.isStrictlyAscending else {
      (firsts, sorted) = (nil, keys)
      return
    }
    var firsts = [Int](repeating: 0, count: keys.count)
    var sorted: [Int] = []
    sorted.reserveCapacity(keys.count)
    var groupFirst = 0
    for position in Self.positionsByKey(keys) {
      let key = keys[position]
      if sorted.last != key { groupFirst = position }
      firsts[position] = groupFirst
      sorted.append(key)
    }
    (self.firsts, self.sorted) = (firsts, sorted)
  }

  /// Returns the positions of the keys ordered by key, then by position.
  ///
  /// Each key and its position are packed in one integer when the keys' range allows it, so
  /// the sort compares plain integers.
  private static func positionsByKey(_ keys: [Int]) -> [Int] {
    let count = keys.count
    if let low = keys.min(), let high = keys.max() {
      let (range, rangeOverflow) = high.subtractingReportingOverflow(low)
      let (span, spanOverflow) = range.multipliedReportingOverflow(by: count)
      let (_, endOverflow) = span.addingReportingOverflow(count)
      if !rangeOverflow, !spanOverflow, !endOverflow {
        var packed = keys.indices.map { (keys[$0] - low) * count + $0 }
        packed.sort()
        for index in packed.indices { packed[index] %= count }
        return packed
      }
    }
    var pairs = keys.indices.map { (key: keys[$0], position: $0) }
    pairs.sort { ($0.key, $0.position) < ($1.key, $1.position) }
    return pairs.map(\.position)
  }

  /// Returns the first position in the list whose key equals the key at `position`.
  func first(_ position: Int) -> Int { firsts?[position] ?? position }
}
