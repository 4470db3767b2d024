/// Where the groups of a section fall along the axis they follow one another on, without
/// storing a position per group.
///
/// Every group takes the template's length, except those whose cells were measured; those
/// differ from it by a delta kept in a sorted sparse list with prefix sums. A group's position
/// is then its index times the template's stride plus the deltas before it, so a section of
/// any number of items is prepared in constant time and a visible range is found by binary
/// search (Rules.md R-comp-10).
struct GroupRun: Equatable {
  /// The number of groups.
  var count: Int
  /// The length of a group that has no measured cells.
  var templateLength: CGFloat
  /// The space between groups.
  var spacing: CGFloat
  /// The groups whose length differs from the template's, ascending.
  private(set) var changedGroups: [Int] = []
  /// Each changed group's length minus the template's.
  private(set) var deltas: [CGFloat] = []
  /// `prefix[i]` is the sum of `deltas[0..<i]`.
  private var prefix: [CGFloat] = [0]

  init(count: Int, templateLength: CGFloat, spacing: CGFloat) {
    self.count = count
    self.templateLength = templateLength
    self.spacing = spacing
  }

  /// The sum of the deltas of the changed groups before a group.
  /// - Complexity: O(log m), m the number of changed groups.
  private func deltaBefore(_ group: Int) -> CGFloat { prefix[lowerBound(group)] }

  private func lowerBound(_ group: Int) -> Int {
    var low = 0
    var high = changedGroups.count
    while low < high {
      let middle = (low + high) / 2
      if changedGroups[middle] < group { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The length of a group.
  func length(of group: Int) -> CGFloat {
    let index = lowerBound(group)
    guard index < changedGroups.count, changedGroups[index] == group else { return templateLength }
    return templateLength + deltas[index]
  }

  /// Where a group starts, from the start of the first.
  func start(of group: Int) -> CGFloat {
    CGFloat(group) * (templateLength + spacing) + deltaBefore(group)
  }

  /// The length of all groups and the spaces between them.
  var totalLength: CGFloat {
    count == 0
      ? 0 : CGFloat(count) * templateLength + CGFloat(count - 1) * spacing + prefix[deltas.count]
  }

  /// Sets a group's length.
  /// - Complexity: O(m) in the number of changed groups.
  mutating func setLength(_ length: CGFloat, of group: Int) {
    let index = lowerBound(group)
    let delta = length - templateLength
    if index < changedGroups.count, changedGroups[index] == group {
      if delta == 0 {
        changedGroups.remove(at: index)
        deltas.remove(at: index)
      } else {
        deltas[index] = delta
      }
    } else if delta != 0 {
      changedGroups.insert(group, at: index)
      deltas.insert(delta, at: index)
    }
    prefix = [0]
    prefix.reserveCapacity(deltas.count + 1)
    for delta in deltas { prefix.append(prefix[prefix.count - 1] + delta) }
  }

  /// The groups that overlap a range of positions, measured from the start of the first.
  /// - Complexity: O(log count · log m + k), k the groups returned.
  func groups(overlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
    guard count > 0, upper > lower else { return 0..<0 }
    // The first group that ends after `lower`: group ends grow with the index.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if start(of: middle) + length(of: middle) <= lower { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < count, start(of: end) < upper { end += 1 }
    return low..<end
  }
}
