import SignalsTesting
import Testing

@Suite struct MarbleDiagramTests {
  typealias Entry = MarbleDiagram.Entry

  @Test func eachCharacterIsOneFrame() throws {
    let diagram = try MarbleDiagram(parsing: "-a--b|")
    #expect(
      diagram.entries == [
        Entry(frame: 1, symbol: .value("a")), Entry(frame: 4, symbol: .value("b")),
        Entry(frame: 5, symbol: .end),
      ])
  }

  @Test func aGroupPutsEventsInOneFrameAndTakesOneFrame() throws {
    let diagram = try MarbleDiagram(parsing: "(ab)c(d#)")
    #expect(diagram.entries.map(\.frame) == [0, 0, 1, 2, 2])
    #expect(
      diagram.entries.map(\.symbol) == [
        .value("a"), .value("b"), .value("c"), .value("d"), .failure,
      ])
  }

  @Test func markersTakeAFrameOfTheirOwnOrShareAGroup() throws {
    let diagram = try MarbleDiagram(parsing: "--^-a-!")
    #expect(diagram.subscriptionFrame == 2)
    #expect(diagram.entries == [Entry(frame: 4, symbol: .value("a"))])
    #expect(diagram.disposalFrame == 6)
    let grouped = try MarbleDiagram(parsing: "-(^a)b")
    #expect(grouped.subscriptionFrame == 1)
    #expect(grouped.entries.map(\.frame) == [1, 2])
  }

  @Test func spacesAreIgnored() throws {
    #expect(try MarbleDiagram(parsing: " -a - b ") == MarbleDiagram(parsing: "-a-b"))
  }

  @Test(arguments: ["-a-b|", "(ab)-c#", "^-(ab)!", "", "---a", "(^a|)"])
  func canonicalNotationRoundTrips(marbles: String) throws {
    let diagram = try MarbleDiagram(parsing: marbles)
    #expect(diagram.description == marbles.trimmingTrailingDashes())
    #expect(try MarbleDiagram(parsing: diagram.description) == diagram)
  }

  @Test(arguments: [
    ("-a(b", 2, "never closed"),
    ("a)", 1, "closes no group"),
    ("((a))", 1, "cannot nest"),
    ("a()", 2, "empty group"),
    ("(a-b)", 2, "inside a group"),
    ("a|b", 2, "after the signal ended"),
    ("#|", 1, "after the signal ended"),
    ("^-^", 2, "second \"^\""),
    ("!!", 1, "second \"!\""),
    ("!^", 1, "after \"!\""),
  ])
  func malformedDiagramsThrowPointingAtTheProblem(
    marbles: String, offset: Int, reason: String
  ) {
    #expect {
      try MarbleDiagram(parsing: marbles)
    } throws: { error in
      guard let error = error as? MarbleSyntaxError else { return false }
      return error.offset == offset && error.reason.contains(reason)
        && error.description.hasPrefix("\"\(marbles)\" at offset \(offset)")
    }
  }

  @Test func frameCountEndsAfterTheLastEventOrMarker() throws {
    #expect(try MarbleDiagram(parsing: "-a-").frameCount == 2)
    #expect(try MarbleDiagram(parsing: "---!").frameCount == 4)
    #expect(try MarbleDiagram(parsing: "---").frameCount == 0)
  }
}

extension String {
  fileprivate func trimmingTrailingDashes() -> String {
    var result = self
    while result.last == "-" { result.removeLast() }
    return result
  }
}
