/// Which old element each new element is paired with (and back), by identifier.
@usableFromInline
internal struct OccurrencePairing<ID: Hashable> {
  /// For each old element, the paired new element, or -1 when it is deleted.
  @usableFromInline internal var oldToNew: [Int32]
  /// For each new element, the paired old element, or -1 when it is inserted.
  @usableFromInline internal var newToOld: [Int32]
  /// The entry of every identifier seen, kept to report duplicates.
  @usableFromInline internal var entries: [ID: OccurrenceEntry]
  /// How many identifiers occur more than once on either side.
  @usableFromInline internal var duplicateCount: Int

  /// Pairs the *k*-th occurrence of each identifier in `old` with its *k*-th occurrence in
  /// `new`, hashing each element's identifier once.
  @inlinable
  internal init<Element>(old: [Element], new: [Element], identify: (Element) -> ID) {
    precondition(
      old.count <= OccurrenceEntry.maximumCount && new.count <= OccurrenceEntry.maximumCount,
      "Tables of more than \(OccurrenceEntry.maximumCount) rows cannot be diffed; split them")
    // Most identifiers are on both sides: room for the larger table avoids rehashing in the
    // common case and keeps the table small enough to stay in cache longer.
    var entries = [ID: OccurrenceEntry](minimumCapacity: Swift.max(old.count, new.count))
    var next = [Int32](repeating: -1, count: old.count)
    var oldToNew = [Int32](repeating: -1, count: old.count)
    var newToOld = [Int32](repeating: -1, count: new.count)
    var duplicates = 0
    next.withUnsafeMutableBufferPointer { next in
      old.withUnsafeBufferPointer { old in
        for index in old.indices.reversed() {
          entries[identify(old[index]), default: OccurrenceEntry()]
            .pushOld(Int32(truncatingIfNeeded: index), next: next, duplicates: &duplicates)
        }
      }
      oldToNew.withUnsafeMutableBufferPointer { oldToNew in
        newToOld.withUnsafeMutableBufferPointer { newToOld in
          new.withUnsafeBufferPointer { new in
            for index in new.indices {
              entries[identify(new[index]), default: OccurrenceEntry()].pairNew(
                Int32(truncatingIfNeeded: index), next: next, oldToNew: oldToNew,
                newToOld: newToOld, duplicates: &duplicates)
            }
          }
        }
      }
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.entries = entries
    self.duplicateCount = duplicates
  }

  /// Lists every duplicated identifier with all its old and new positions, ordered by first
  /// occurrence (old table first). Hashes each identifier twice more, and only when there are
  /// duplicates.
  @usableFromInline
  internal func duplicates<Element, Position>(
    old: [Element], new: [Element], identify: (Element) -> ID, position: (Bool, Int) -> Position
  ) -> [TableDuplicate<Position>] {
    guard duplicateCount > 0 else { return [] }
    var groups: [ID: Int] = [:]
    var reports: [TableDuplicate<Position>] = []
    for (isOld, elements) in [(true, old), (false, new)] {
      for (index, element) in elements.enumerated() {
        let id = identify(element)
        guard entries[id]?.isDuplicate == true else { continue }
        let group = groups[id] ?? reports.count
        if group == reports.count {
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
