extension OccurrencePairing {
  /// Pairs occurrences partition by partition: elements are grouped by the top bits of their
  /// identifier's hash (stable, so each partition keeps table order), and each partition is
  /// paired with a dictionary small enough to stay in cache. Hashes each identifier twice, but
  /// replaces a cache miss per element with sequential passes, which wins on large tables.
  @inlinable
  internal mutating func pairByPartition<Element>(
    old: [Element], new: [Element], identify: (Element) -> ID
  ) {
    var bits = 1
    while bits < 16 && (old.count + new.count) >> bits > 1 << 13 { bits += 1 }
    let oldParts = HashPartitions(old, bits: bits, identify: identify)
    let newParts = HashPartitions(new, bits: bits, identify: identify)
    var largestOld = 0
    var largest = 0
    for partition in 0..<(1 << bits) {
      let oldSize = oldParts.starts[partition + 1] - oldParts.starts[partition]
      largestOld = Swift.max(largestOld, oldSize)
      largest = Swift.max(
        largest, oldSize, newParts.starts[partition + 1] - newParts.starts[partition])
    }
    var entries = [ID: OccurrenceEntry](minimumCapacity: largest)
    var next = [Int32](repeating: -1, count: largestOld)
    withResults { oldToNew, newToOld, duplicates in
      next.withUnsafeMutableBufferPointer { next in
        for partition in 0..<(1 << bits) {
          entries.removeAll(keepingCapacity: true)
          let oldBase = oldParts.starts[partition]
          let newBase = newParts.starts[partition]
          Self.pairGroup(
            oldCount: oldParts.starts[partition + 1] - oldBase,
            newCount: newParts.starts[partition + 1] - newBase,
            oldID: { oldParts.ids[oldBase + $0] }, newID: { newParts.ids[newBase + $0] },
            entries: &entries, next: next, duplicates: &duplicates
          ) { old, new in
            let oldIndex = oldParts.indices[oldBase + old]
            let newIndex = newParts.indices[newBase + new]
            oldToNew[Int(oldIndex)] = newIndex
            newToOld[Int(newIndex)] = oldIndex
          }
        }
      }
    }
  }
}
