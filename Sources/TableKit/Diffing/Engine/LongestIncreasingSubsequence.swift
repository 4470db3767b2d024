/// Finds a longest strictly increasing subsequence with patience sorting, reusing its buffers
/// across calls so that diffing many sections allocates once.
@usableFromInline
internal struct LongestIncreasingSubsequence {
  /// Positions (into the current input) of the smallest tail of each run length.
  @usableFromInline internal var tails: [Int32] = []
  /// The values at `tails`, kept beside them so that the binary search reads one array.
  @usableFromInline internal var tailValues: [Int32] = []
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
    tailValues.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    previous.reserveCapacity(count)
    isKept.removeAll(keepingCapacity: true)
    isKept.append(contentsOf: repeatElement(false, count: count))
    values.withUnsafeBufferPointer { values in
      for position in 0..<count {
        let value = values[position]
        // Mostly-ordered input extends the longest run: check it before searching.
        if let last = tailValues.last, last >= value {
          // The first tail >= value, searched without branches (the comparisons are
          // unpredictable); it exists because the last tail is >= value.
          let low = tailValues.withUnsafeBufferPointer { tailValues in
            var base = 0
            var length = tailValues.count
            while length > 1 {
              let half = length / 2
              base = tailValues[base + half - 1] < value ? base + half : base
              length -= half
            }
            return base
          }
          previous.append(low > 0 ? tails[low - 1] : -1)
          tails[low] = Int32(truncatingIfNeeded: position)
          tailValues[low] = value
        } else {
          previous.append(tails.last ?? -1)
          tails.append(Int32(truncatingIfNeeded: position))
          tailValues.append(value)
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
