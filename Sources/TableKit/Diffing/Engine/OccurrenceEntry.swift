/// The bookkeeping for one identifier while pairing occurrences, packed in 4 bytes so that the
/// dictionary (the only randomly accessed memory of the diff) stays small: the first unpaired
/// old occurrence plus one (a linked list threaded through `next` holds the others) in the low
/// 30 bits, "seen in the new table" in bit 30, "occurs more than once" in bit 31.
@usableFromInline
internal struct OccurrenceEntry {
  @usableFromInline internal var bits: UInt32 = 0

  @inlinable internal static var headMask: UInt32 { (1 << 30) - 1 }
  @inlinable internal static var seenNew: UInt32 { 1 << 30 }
  @inlinable internal static var duplicate: UInt32 { 1 << 31 }
  /// The largest table these entries can index.
  @inlinable internal static var maximumCount: Int { Int(headMask) - 1 }

  @inlinable
  internal init() {}

  /// The first old occurrence not paired yet, or -1.
  @inlinable
  internal var oldHead: Int32 { Int32(bitPattern: bits & Self.headMask) &- 1 }

  @inlinable @inline(__always)
  internal mutating func setOldHead(_ index: Int32) {
    bits = bits & ~Self.headMask | UInt32(bitPattern: index &+ 1)
  }

  /// Marks the identifier as duplicated; returns whether it was not marked before.
  @inlinable @inline(__always)
  internal mutating func markDuplicate() -> Bool {
    defer { bits |= Self.duplicate }
    return bits & Self.duplicate == 0
  }

  /// Records old occurrence `index`; old occurrences are pushed from last to first, so that
  /// the list starting at `oldHead` runs in table order. Returns whether the identifier just
  /// became a duplicate.
  @inlinable @inline(__always)
  internal mutating func pushOld(_ index: Int32, next: UnsafeMutableBufferPointer<Int32>) -> Bool {
    let head = oldHead
    setOldHead(index)
    // Written even when there is no next occurrence: partitions reuse `next`.
    next[Int(index)] = head
    return head >= 0 && markDuplicate()
  }

  /// Records a new occurrence and returns the first unpaired old occurrence it pairs with, or
  /// -1. Sets `becameDuplicate` when the identifier just became a duplicate.
  @inlinable @inline(__always)
  internal mutating func pairNew(
    next: UnsafeMutableBufferPointer<Int32>, becameDuplicate: inout Bool
  ) -> Int32 {
    if bits & Self.seenNew != 0 { becameDuplicate = markDuplicate() }
    bits |= Self.seenNew
    let old = oldHead
    if old >= 0 { setOldHead(next[Int(old)]) }
    return old
  }
}
