/// The identifiers of a sequence of elements grouped by the top bits of their hash, each group
/// in the elements' order, with each identifier's original position.
@usableFromInline
internal struct HashPartitions<ID: Hashable> {
  /// The identifiers, partition after partition.
  @usableFromInline internal var ids: [ID]
  /// For each identifier in `ids`, the position of its element.
  @usableFromInline internal var indices: [Int32]
  /// Where each partition starts in `ids`, plus the total count at the end.
  @usableFromInline internal var starts: [Int]

  @inlinable
  internal init<Element>(_ elements: [Element], bits: Int, identify: (Element) -> ID) {
    let shift = UInt.bitWidth - bits
    let count = elements.count
    var partitionOf = [UInt16](repeating: 0, count: count)
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    elements.withUnsafeBufferPointer { elements in
      partitionOf.withUnsafeMutableBufferPointer { partitionOf in
        for index in 0..<count {
          let partition = UInt(bitPattern: identify(elements[index]).hashValue) >> shift
          partitionOf[index] = UInt16(truncatingIfNeeded: partition)
          starts[Int(partition) + 1] &+= 1
        }
      }
    }
    for partition in 0..<(1 << bits) { starts[partition + 1] += starts[partition] }
    var cursors = starts
    var indices = [Int32](repeating: 0, count: count)
    ids = elements.withUnsafeBufferPointer { elements in
      partitionOf.withUnsafeBufferPointer { partitionOf in
        indices.withUnsafeMutableBufferPointer { indices in
          cursors.withUnsafeMutableBufferPointer { cursors in
            [ID](unsafeUninitializedCapacity: count) { ids, initialized in
              for index in 0..<count {
                let partition = Int(partitionOf[index])
                let position = cursors[partition]
                cursors[partition] = position &+ 1
                (ids.baseAddress! + position).initialize(to: identify(elements[index]))
                indices[position] = Int32(truncatingIfNeeded: index)
              }
              initialized = count
            }
          }
        }
      }
    }
    self.indices = indices
    self.starts = starts
  }
}
