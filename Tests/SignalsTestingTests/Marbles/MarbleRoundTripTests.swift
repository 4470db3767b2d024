import SignalsTesting
import Testing

/// Property: any diagram in canonical notation parses, and prints back as the same text.
@Suite struct MarbleRoundTripTests {
  /// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  /// Makes a canonical diagram: frames of nothing, one symbol or a group, then maybe an end.
  static func diagram(using generator: inout Generator) -> String {
    var text = ""
    let frames = Int.random(in: 0...12, using: &generator)
    for frame in 0..<frames {
      let letters = Array("abcxyz0123").shuffled(using: &generator)
      let count = Int.random(in: 0...3, using: &generator)
      // The last frame must hold an event: canonical text ends with the last event.
      switch frame == frames - 1 ? max(count, 1) : count {
      case 0: text += "-"
      case 1: text.append(letters[0])
      case let size: text += "(" + String(letters.prefix(size)) + ")"
      }
    }
    if Bool.random(using: &generator) { text += Bool.random(using: &generator) ? "|" : "#" }
    return text
  }

  @Test(arguments: 0..<200)
  func canonicalDiagramsRoundTrip(seed: UInt64) throws {
    var generator = Generator(state: seed)
    let text = Self.diagram(using: &generator)
    let diagram = try MarbleDiagram(parsing: text)
    #expect(diagram.description == text, "seed \(seed): \"\(text)\"")
    #expect(try MarbleDiagram(parsing: diagram.description) == diagram, "seed \(seed)")
  }
}
