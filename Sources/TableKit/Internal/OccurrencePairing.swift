/// The bookkeeping for one identifier while pairing occurrences: a queue of its unpaired old
/// occurrences (a linked list threaded through `next`) and how often it occurs on each side.
@usableFromInline
internal struct OccurrenceEntry {
  @usableFromInline internal var oldHead: Int32 = -1
  @usableFromInline internal var oldTail: Int32 = -1
  @usableFromInline internal var oldCount: Int32 = 0
  @usableFromInline internal var newCount: Int32 = 0

  @inlinable
  internal init() {}

  @inlinable
  internal var isDuplicate: Bool { oldCount > 1 || newCount > 1 }

  /// Appends old occurrence `index` to the queue.
  @inlinable @inline(__always)
  internal mutating func appendOld(
    _ index: Int32, next: UnsafeMutableBufferPointer<Int32>, duplicates: inout Int
  ) {
    if oldTail >= 0 { next[Int(oldTail)] = index } else { oldHead = index }
    oldTail = index
    oldCount &+= 1
    if oldCount == 2 { duplicates &+= 1 }
  }

  /// Pairs new occurrence `index` with the first unpaired old occurrence, if any.
  @inlinable @inline(__always)
  internal mutating func pairNew(
    _ index: Int32, next: UnsafeMutableBufferPointer<Int32>,
    oldToNew: UnsafeMutableBufferPointer<Int32>, newToOld: UnsafeMutableBufferPointer<Int32>,
    duplicates: inout Int
  ) {
    newCount &+= 1
    if newCount == 2 && oldCount < 2 { duplicates &+= 1 }
    let old = oldHead
    if old >= 0 {
      oldHead = next[Int(old)]
      oldToNew[Int(old)] = index
      newToOld[Int(index)] = old
    }
  }
}

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
      old.count < Int(Int32.max) && new.count < Int(Int32.max),
      "Tables of 2^31 rows or more cannot be diffed; split them")
    var entries = [ID: OccurrenceEntry](minimumCapacity: old.count + new.count)
    var next = [Int32](repeating: -1, count: old.count)
    var oldToNew = [Int32](repeating: -1, count: old.count)
    var newToOld = [Int32](repeating: -1, count: new.count)
    var duplicates = 0
    next.withUnsafeMutableBufferPointer { next in
      old.withUnsafeBufferPointer { old in
        for index in old.indices {
          entries[identify(old[index]), default: OccurrenceEntry()]
            .appendOld(Int32(truncatingIfNeeded: index), next: next, duplicates: &duplicates)
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
