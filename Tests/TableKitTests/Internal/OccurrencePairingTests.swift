import Testing

@testable import TableKit

/// Large tables pair through hash partitions; both paths must pair exactly alike.
@Suite struct OccurrencePairingTests {
  func pairings(old: [Int], new: [Int]) -> (
    direct: OccurrencePairing<Int>, partitioned: OccurrencePairing<Int>
  ) {
    var direct = OccurrencePairing<Int>(old: [], new: [], identify: { $0 })
    direct.oldToNew = Array(repeating: -1, count: old.count)
    direct.newToOld = Array(repeating: -1, count: new.count)
    var partitioned = direct
    direct.pairDirectly(old: old, new: new, identify: { $0 })
    partitioned.pairByPartition(old: old, new: new, identify: { $0 })
    return (direct, partitioned)
  }

  @Test(arguments: [0, 1, 2, 3] as [UInt64])
  func partitionedPairingMatchesDirectPairing(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = [10, 5_000, 40_000, 70_000][Int(seed)]
    let pool = seed.isMultiple(of: 2) ? count / 3 + 1 : count * 4
    let old = (0..<count).map { _ in Int.random(in: 0..<pool, using: &random) }
    let new = (0..<(count + count / 7)).map { _ in Int.random(in: 0..<pool, using: &random) }
    let (direct, partitioned) = pairings(old: old, new: new)
    #expect(direct.oldToNew == partitioned.oldToNew, "seed \(seed)")
    #expect(direct.newToOld == partitioned.newToOld, "seed \(seed)")
    #expect(Set(direct.duplicateIDs) == Set(partitioned.duplicateIDs), "seed \(seed)")
    #expect(direct.duplicateIDs.count == Set(direct.duplicateIDs).count)
  }

  @Test func largeTablesDiffThroughPartitions() {
    let count = OccurrencePairing<Int>.partitioningThreshold
    let old = Table(sections: [("a", Array(0..<count / 2)), ("b", Array(count / 2..<count))])
    let new = Table(sections: [("b", Array(count / 2..<count)), ("a", [-1] + Array(1..<count / 2))])
    let changes = old.changes(to: new, rowID: \.self, sectionID: \.self)
    #expect(changes.sectionMoves.count == 1)
    #expect(changes.rowMoves.isEmpty)
    #expect(changes.rowDeletes == [TableIndex(row: 0, section: 0)])
    #expect(changes.rowInserts == [TableIndex(row: 0, section: 1)])
    #expect(old.applying(changes, from: new) == new)
  }
}
