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
    if old.count + new.count < Self.partitioningThreshold {
      pairDirectly(old: old, new: new, identify: identify)
    } else {
      pairByPartition(old: old, new: new, identify: identify)
    }
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
    var groups = [ID: Int](uniqueKeysWithValues: duplicateIDs.map { ($0, -1) })
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
