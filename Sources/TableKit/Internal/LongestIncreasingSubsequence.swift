/// Finds a longest strictly increasing subsequence with patience sorting, reusing its buffers
/// across calls so that diffing many sections allocates once.
@usableFromInline
internal struct LongestIncreasingSubsequence {
  /// Positions (into the current input) of the smallest tail of each run length.
  @usableFromInline internal var tails: [Int32] = []
  /// For each input position, the position before it in the best run ending there.
  @usableFromInline internal var previous: [Int32] = []
  /// For each input position, whether it belongs to the chosen run.
  @usableFromInline internal var isKept: [Bool] = []

  @inlinable
  internal init() {}

  /// Marks in ``isKept`` a longest strictly increasing run of `values`.
  ///
  /// - Complexity: O(*n* log *n*); O(*n*) when `values` is already increasing.
  @inlinable
  internal mutating func mark(_ values: [Int32]) {
    let count = values.count
    tails.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    previous.reserveCapacity(count)
    isKept.removeAll(keepingCapacity: true)
    isKept.append(contentsOf: repeatElement(false, count: count))
    values.withUnsafeBufferPointer { values in
      for position in 0..<count {
        let value = values[position]
        // Mostly-ordered input extends the longest run: check it before searching.
        if let last = tails.last, values[Int(last)] >= value {
          var low = 0
          var high = tails.count - 1
          while low < high {
            let middle = (low + high) / 2
            if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
          }
          previous.append(low > 0 ? tails[low - 1] : -1)
          tails[low] = Int32(truncatingIfNeeded: position)
        } else {
          previous.append(tails.last ?? -1)
          tails.append(Int32(truncatingIfNeeded: position))
        }
      }
    }
    var position = tails.last ?? -1
    while position >= 0 {
      isKept[Int(position)] = true
      position = previous[Int(position)]
    }
  }
}
