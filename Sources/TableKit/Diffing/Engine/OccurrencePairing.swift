/// Which old element each new element is paired with (and back), by identifier.
@usableFromInline
internal struct OccurrencePairing<ID: Hashable> {
  /// For each old element, the paired new element, or -1 when it is deleted.
  @usableFromInline internal var oldToNew: [Int32]
  /// For each new element, the paired old element, or -1 when it is inserted.
  @usableFromInline internal var newToOld: [Int32]
  /// The identifiers that occur more than once on either side, in no particular order.
  @usableFromInline internal var duplicateIDs: [ID] = []

  /// Pairs the *k*-th occurrence of each identifier in `old` with its *k*-th occurrence in
  /// `new`.
  ///
  /// Small inputs hash each identifier once into one dictionary. Inputs too large for that
  /// dictionary to stay in cache are first partitioned by hash, so that each partition's
  /// dictionary does (see `pairByPartition`).
  @inlinable
  internal init<Element>(old: [Element], new: [Element], identify: (Element) -> ID) {
    precondition(
      old.count <= OccurrenceEntry.maximumCount && new.count <= OccurrenceEntry.maximumCount,
      "Tables of more than \(OccurrenceEntry.maximumCount) rows cannot be diffed; split them")
    oldToNew = Array(repeating: -1, count: old.count)
    newToOld = Array(repeating: -1, count: new.count)
    if Self.hashesCollide(old, identify: identify) || Self.hashesCollide(new, identify: identify) {
      pairAroundChange(old: old, new: new, identify: identify)
    } else if old.count + new.count < Self.partitioningThreshold {
      pairDirectly(old: old, new: new, identify: identify)
    } else {
      pairByPartition(old: old, new: new, identify: identify)
    }
  }

  /// Whether the identifiers hash alike although they differ, judged from a sample: then every
  /// dictionary lookup compares with every identifier stored, and hashing costs quadratic time.
  @inlinable
  internal static func hashesCollide<Element>(_ elements: [Element], identify: (Element) -> ID)
    -> Bool
  {
    let samples = 16
    guard elements.count >= 4 * samples else { return false }
    let stride = elements.count / samples
    let first = identify(elements[0])
    let hash = first.hashValue
    var allEqual = true
    for index in Swift.stride(from: stride, to: elements.count, by: stride) {
      let id = identify(elements[index])
      guard id.hashValue == hash else { return false }
      if allEqual, id != first { allEqual = false }
    }
    return !allEqual
  }

  /// Pairs identifiers that hash alike: the rows both tables share at their start and at their
  /// end are paired by position, comparing each identifier once, and only the rows between go
  /// through a dictionary. Keeps the usual updates (unchanged rows, rows changed in place, rows
  /// added or removed at one place) linear when the hashing is degenerate.
  @inlinable
  internal mutating func pairAroundChange<Element>(
    old: [Element], new: [Element], identify: (Element) -> ID
  ) {
    let shorter = Swift.min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, identify(old[prefix]) == identify(new[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix,
      identify(old[old.count - 1 - suffix]) == identify(new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    for index in 0..<prefix {
      oldToNew[index] = Int32(truncatingIfNeeded: index)
      newToOld[index] = Int32(truncatingIfNeeded: index)
    }
    for offset in 0..<suffix {
      let (oldIndex, newIndex) = (old.count - 1 - offset, new.count - 1 - offset)
      oldToNew[oldIndex] = Int32(truncatingIfNeeded: newIndex)
      newToOld[newIndex] = Int32(truncatingIfNeeded: oldIndex)
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    // With one side empty there is nothing to pair: the rest are all inserts or all deletes.
    guard !oldMiddle.isEmpty, !newMiddle.isEmpty else { return }
    var middle = OccurrencePairing(old: [Element](), new: [Element](), identify: identify)
    middle.oldToNew = Array(repeating: -1, count: oldMiddle.count)
    middle.newToOld = Array(repeating: -1, count: newMiddle.count)
    middle.pairDirectly(old: oldMiddle, new: newMiddle, identify: identify)
    let shift = Int32(truncatingIfNeeded: prefix)
    for (index, paired) in middle.oldToNew.enumerated() where paired >= 0 {
      oldToNew[prefix + index] = paired + shift
    }
    for (index, paired) in middle.newToOld.enumerated() where paired >= 0 {
      newToOld[prefix + index] = paired + shift
    }
    duplicateIDs = middle.duplicateIDs
  }

  /// The total row count from which partitioning pays for its second hash.
  @inlinable
  internal static var partitioningThreshold: Int { 1 << 16 }

  @inlinable
  internal mutating func pairDirectly<Element>(
    old: [Element], new: [Element], identify: (Element) -> ID
  ) {
    // Most identifiers are on both sides: room for the larger table avoids rehashing in the
    // common case and keeps the dictionary small.
    var entries = [ID: OccurrenceEntry](minimumCapacity: Swift.max(old.count, new.count))
    var next = [Int32](repeating: -1, count: old.count)
    withResults { oldToNew, newToOld, duplicates in
      next.withUnsafeMutableBufferPointer { next in
        old.withUnsafeBufferPointer { old in
          new.withUnsafeBufferPointer { new in
            Self.pairGroup(
              oldCount: old.count, newCount: new.count, oldID: { identify(old[$0]) },
              newID: { identify(new[$0]) }, entries: &entries, next: next,
              duplicates: &duplicates
            ) { oldIndex, newIndex in
              oldToNew[oldIndex] = Int32(truncatingIfNeeded: newIndex)
              newToOld[newIndex] = Int32(truncatingIfNeeded: oldIndex)
            }
          }
        }
      }
    }
  }

  /// Calls `body` with the pairing's result buffers.
  @inlinable @inline(__always)
  internal mutating func withResults(
    _ body: (
      _ oldToNew: UnsafeMutableBufferPointer<Int32>, _ newToOld: UnsafeMutableBufferPointer<Int32>,
      _ duplicates: inout [ID]
    ) -> Void
  ) {
    var oldToNew = self.oldToNew
    var newToOld = self.newToOld
    self.oldToNew = []
    self.newToOld = []
    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
      newToOld.withUnsafeMutableBufferPointer { newToOld in
        body(oldToNew, newToOld, &duplicateIDs)
      }
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// Pairs one group of identifiers (a whole table, or one hash partition), old positions
  /// `0..<oldCount` with new positions `0..<newCount`, calling `pair` for each pair.
  @inlinable @inline(__always)
  internal static func pairGroup(
    oldCount: Int, newCount: Int, oldID: (Int) -> ID, newID: (Int) -> ID,
    entries: inout [ID: OccurrenceEntry], next: UnsafeMutableBufferPointer<Int32>,
    duplicates: inout [ID], pair: (_ old: Int, _ new: Int) -> Void
  ) {
    for old in (0..<oldCount).reversed() {
      let id = oldID(old)
      if entries[id, default: OccurrenceEntry()].pushOld(
        Int32(truncatingIfNeeded: old), next: next)
      {
        duplicates.append(id)
      }
    }
    for new in 0..<newCount {
      let id = newID(new)
      var becameDuplicate = false
      let old = entries[id, default: OccurrenceEntry()].pairNew(
        next: next, becameDuplicate: &becameDuplicate)
      if becameDuplicate { duplicates.append(id) }
      if old >= 0 { pair(Int(old), new) }
    }
  }

  /// Lists every duplicated identifier with all its old and new positions, ordered by first
  /// occurrence (old table first). Hashes each identifier once more, and only when there are
  /// duplicates.
  @usableFromInline
  internal func duplicates<Element, Position>(
    old: [Element], new: [Element], identify: (Element) -> ID, position: (Bool, Int) -> Position
  ) -> [TableDuplicate<Position>] {
    guard !duplicateIDs.isEmpty else { return [] }
    // Not `uniqueKeysWithValues`: an identity whose `==` and `hash(into:)` disagree can leave
    // two equal identifiers here (the pairing's dictionary held them apart, or not, depending
    // on the process's hash seed). Its behaviour is defined instead: they are merged, and the
    // report is as good as the identity (see "Duplicate identifiers" in Tables and Diffing).
    var groups = [ID: Int](minimumCapacity: duplicateIDs.count)
    for id in duplicateIDs { groups[id] = -1 }
    var reports: [TableDuplicate<Position>] = []
    for (isOld, elements) in [(true, old), (false, new)] {
      for (index, element) in elements.enumerated() {
        let id = identify(element)
        guard var group = groups[id] else { continue }
        if group < 0 {
          group = reports.count
          groups[id] = group
          reports.append(
            TableDuplicate(
              identifier: String(describing: id), oldPositions: [], newPositions: []))
        }
        if isOld {
          reports[group].oldPositions.append(position(true, index))
        } else {
          reports[group].newPositions.append(position(false, index))
        }
      }
    }
    return reports
  }
}
