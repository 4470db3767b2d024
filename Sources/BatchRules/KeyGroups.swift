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
    var pairs = keys.indices.map { (key: keys[$0], position: $0) }
    pairs.sort { ($0.key, $0.position) < ($1.key, $1.position) }
    var firsts = [Int](repeating: 0, count: keys.count)
    var sorted: [Int] = []
    sorted.reserveCapacity(keys.count)
    var groupFirst = 0
    for (index, pair) in pairs.enumerated() {
      if index == 0 || pair.key != pairs[index - 1].key { groupFirst = pair.position }
      firsts[pair.position] = groupFirst
      sorted.append(pair.key)
    }
    (self.firsts, self.sorted) = (firsts, sorted)
  }

  /// Returns the first position in the list whose key equals the key at `position`.
  func first(_ position: Int) -> Int { firsts?[position] ?? position }
}
