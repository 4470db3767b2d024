import SignalsTesting
import Testing

/// Property: every diagram in canonical notation parses, and prints back as the same text.
///
/// The diagrams are enumerated, not sampled: each number spells one diagram in a mixed radix
/// (how many frames, what each frame holds, how the diagram ends), so every small diagram is
/// covered and a failure names the number that reproduces it.
@Suite struct MarbleRoundTripTests {
  /// What one frame may hold; canonical text has no empty last frame.
  static let frames = ["-", "a", "7", "(ab)", "(x9z)"]
  static let endings = ["", "|", "#"]

  /// The diagram that `number` spells.
  static func diagram(_ number: Int) -> String {
    var rest = number
    func digit(_ base: Int) -> Int {
      defer { rest /= base }
      return rest % base
    }
    let count = digit(5)
    var text = ""
    for index in 0..<count {
      let choice = digit(frames.count)
      // The last frame before the ending holds an event, as canonical text ends with one.
      text += frames[index == count - 1 && choice == 0 ? 1 : choice]
    }
    return text + endings[digit(endings.count)]
  }

  @Test(arguments: 0..<2_000)
  func canonicalDiagramsRoundTrip(number: Int) throws {
    let text = Self.diagram(number)
    let diagram = try MarbleDiagram(parsing: text)
    #expect(diagram.description == text, "number \(number): \"\(text)\"")
    #expect(try MarbleDiagram(parsing: diagram.description) == diagram, "number \(number)")
  }
}
