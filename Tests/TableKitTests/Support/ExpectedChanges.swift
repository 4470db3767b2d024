import TableKit

/// What a minimal changeset must contain, computed the obvious way (occurrence labels and a
/// textbook longest-run search), independently of the production differ.
struct ExpectedChanges {
  var sectionMoves = 0
  var rowMoves = 0
  var duplicatedRowIDs: Set<String> = []
  var duplicatedSectionIDs: Set<String> = []

  init(from old: TestTable, to new: TestTable) {
    let oldSectionLabels = Self.labels(old.sections.map(\.value.id))
    let newSectionLabels = Self.labels(new.sections.map(\.value.id))
    let sectionSources = newSectionLabels.map { oldSectionLabels.firstIndex(of: $0) }
    sectionMoves = Self.outOfOrder(sectionSources.compactMap { $0 })
    // Label rows by (identifier, occurrence) and remember each label's section.
    let oldRowLabels = Self.labels(old.map(\.id))
    var oldPlace: [String: (offset: Int, section: Int)] = [:]
    for (offset, index) in old.indices.enumerated() {
      oldPlace[oldRowLabels[offset]] = (offset, index.section)
    }
    let newRowLabels = Self.labels(new.map(\.id))
    var inOrder: [Int: [Int]] = [:]
    for (offset, index) in new.indices.enumerated() {
      guard let place = oldPlace[newRowLabels[offset]] else { continue }
      if sectionSources[index.section] == place.section {
        inOrder[index.section, default: []].append(place.offset)
      } else {
        rowMoves += 1
      }
    }
    rowMoves += inOrder.values.map(Self.outOfOrder).reduce(0, +)
    duplicatedRowIDs = Self.repeated(old.map(\.id)).union(Self.repeated(new.map(\.id)))
    duplicatedSectionIDs = Self.repeated(old.sections.map(\.value.id))
      .union(Self.repeated(new.sections.map(\.value.id)))
  }

  /// Returns `id#k` for the k-th occurrence of each identifier.
  static func labels(_ ids: [String]) -> [String] {
    var seen: [String: Int] = [:]
    return ids.map { id in
      seen[id, default: 0] += 1
      return "\(id)#\(seen[id]!)"
    }
  }

  /// Returns how many values are not in a longest strictly increasing run (a plain patience
  /// sort on the values, written separately from the production one).
  static func outOfOrder(_ values: [Int]) -> Int {
    var smallestTails: [Int] = []
    for value in values {
      var low = 0
      var high = smallestTails.count
      while low < high {
        let middle = (low + high) / 2
        if smallestTails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == smallestTails.count {
        smallestTails.append(value)
      } else {
        smallestTails[low] = value
      }
    }
    return values.count - smallestTails.count
  }

  static func repeated(_ ids: [String]) -> Set<String> {
    var counts: [String: Int] = [:]
    for id in ids { counts[id, default: 0] += 1 }
    return Set(counts.filter { $0.value > 1 }.keys)
  }
}
