extension Array {
  /// Returns the first position whose element satisfies `isAbove`, for a predicate false for
  /// a first part of the array and true for the rest.
  ///
  /// - Complexity: O(log n).
  func partitionPoint(where isAbove: (Element) -> Bool) -> Int {
    partitionPointByPosition(where: { _, element in isAbove(element) })
  }

  /// Returns the first position whose element, with its position, satisfies `isAbove`, for a
  /// predicate false for a first part of the array and true for the rest.
  ///
  /// - Complexity: O(log n).
  func partitionPointByPosition(where isAbove: (Int, Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low &+ high) / 2
      if isAbove(mid, self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

extension Array where Element: Comparable {
  /// Returns the position of the first element not below `value` in this ascending array.
  ///
  /// - Complexity: O(log n).
  package func lowerBound(of value: Element) -> Int { partitionPoint { $0 >= value } }

  /// Returns the position of the first element not below `value` in this ascending array,
  /// knowing that no element before `start` is: it gallops from `start`, so a search that
  /// lands near it is short.
  ///
  /// - Complexity: O(log d) for the distance d from `start` to the result.
  func lowerBound(of value: Element, from start: Int) -> Int {
    var low = start
    var step = 1
    var high = start
    while high < count, self[high] < value {
      low = high + 1
      high = start + step
      step *= 2
    }
    high = Swift.min(high, count)
    while low < high {
      let mid = (low &+ high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Returns how many elements of this ascending array are at most `value`.
  ///
  /// - Complexity: O(log n).
  func countNotAbove(_ value: Element) -> Int { partitionPoint { $0 > value } }

  /// Returns whether this ascending array holds `value`.
  ///
  /// - Complexity: O(log n).
  func sortedContains(_ value: Element) -> Bool {
    let position = lowerBound(of: value)
    return position < count && self[position] == value
  }

  /// Returns the elements ascending, without repeats.
  ///
  /// - Complexity: O(n) when already ascending without repeats, else O(n log n).
  func sortedUnique() -> [Element] {
    if isStrictlyAscending { return self }
    var result = sorted()
    var kept = 0
    for element in result where kept == 0 || result[kept - 1] != element {
      result[kept] = element
      kept += 1
    }
    result.removeLast(result.count - kept)
    return result
  }

  /// Whether every element is above the one before it.
  var isStrictlyAscending: Bool {
    guard count > 1 else { return true }
    for position in 1..<count where self[position] <= self[position - 1] { return false }
    return true
  }
}
