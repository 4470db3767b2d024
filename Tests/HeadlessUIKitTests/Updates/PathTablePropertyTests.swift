import BatchRules
import Foundation
import Testing

/// A ``PathTable`` answers as a dictionary of index paths does, whichever storage it holds:
/// few values (hashed), many (a flat array, after the switch), and paths outside its counts,
/// over seeded random sequences of writes and reads.
@Suite struct PathTablePropertyTests {
  @Test(arguments: 0..<200 as Range<UInt64>)
  func readsWhatADictionaryReadsBeforeAndAfterTheSwitchToAFlatArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let counts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      Int.random(in: 0...600, using: &random)
    }
    var table = PathTable<Int>(counts: counts)
    var model: [IndexPath: Int] = [:]
    let sections = counts.count + 1  // one section past the counts
    for step in 0..<Int.random(in: 0...1_500, using: &random) {
      let section = Int.random(in: 0..<sections, using: &random)
      let elements = section < counts.count ? counts[section] : 3
      let path = IndexPath(row: Int.random(in: 0...elements, using: &random), section: section)
      if Int.random(in: 0..<4, using: &random) == 0 {
        table[path] = nil
        model[path] = nil
      } else {
        table[path] = step
        model[path] = step
      }
      let probe = IndexPath(
        row: Int.random(in: 0...elements, using: &random),
        section: Int.random(in: 0..<sections, using: &random))
      #expect(table[probe] == model[probe], "seed \(seed), step \(step), \(probe)")
    }
    for (path, value) in model { #expect(table[path] == value, "seed \(seed), \(path)") }
  }
}
