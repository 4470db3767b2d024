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
