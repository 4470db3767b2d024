/// The bookkeeping for one identifier while pairing occurrences, packed in 4 bytes so that the
/// dictionary (the only randomly accessed memory of the diff) stays small: the first unpaired
/// old occurrence plus one (a linked list threaded through `next` holds the others) in the low
/// 30 bits, "seen in the new table" in bit 30, "occurs more than once" in bit 31.
@usableFromInline
internal struct OccurrenceEntry {
  @usableFromInline internal var bits: UInt32 = 0

  @usableFromInline internal static var headMask: UInt32 { (1 << 30) - 1 }
  @usableFromInline internal static var seenNew: UInt32 { 1 << 30 }
  @usableFromInline internal static var duplicate: UInt32 { 1 << 31 }
  /// The largest table these entries can index.
  @usableFromInline internal static var maximumCount: Int { Int(headMask) - 1 }

  @inlinable
  internal init() {}

  @inlinable
  internal var isDuplicate: Bool { bits & Self.duplicate != 0 }

  /// The first old occurrence not paired yet, or -1.
  @inlinable
  internal var oldHead: Int32 { Int32(bitPattern: bits & Self.headMask) &- 1 }

  @inlinable @inline(__always)
  internal mutating func setOldHead(_ index: Int32) {
    bits = bits & ~Self.headMask | UInt32(bitPattern: index &+ 1)
  }

  @inlinable @inline(__always)
  internal mutating func markDuplicate(_ duplicates: inout Int) {
    if bits & Self.duplicate == 0 { duplicates &+= 1 }
    bits |= Self.duplicate
  }

  /// Records old occurrence `index`; old occurrences are pushed from last to first, so that
  /// the list starting at `oldHead` runs in table order.
  @inlinable @inline(__always)
  internal mutating func pushOld(
    _ index: Int32, next: UnsafeMutableBufferPointer<Int32>, duplicates: inout Int
  ) {
    let head = oldHead
    if head >= 0 {
      next[Int(index)] = head
      markDuplicate(&duplicates)
    }
    setOldHead(index)
  }

  /// Pairs new occurrence `index` with the first unpaired old occurrence, if any.
  @inlinable @inline(__always)
  internal mutating func pairNew(
    _ index: Int32, next: UnsafeMutableBufferPointer<Int32>,
    oldToNew: UnsafeMutableBufferPointer<Int32>, newToOld: UnsafeMutableBufferPointer<Int32>,
    duplicates: inout Int
  ) {
    if bits & Self.seenNew != 0 { markDuplicate(&duplicates) }
    bits |= Self.seenNew
    let old = oldHead
    if old >= 0 {
      setOldHead(next[Int(old)])
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
