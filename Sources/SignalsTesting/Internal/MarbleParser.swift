/// Reads marble notation one character at a time; see ``MarbleDiagram`` for the notation.
struct MarbleParser {
  let marbles: String
  private var frame = 0
  private var offset = 0
  /// The offset of the open `(`, while inside a group.
  private var groupStart: Int?
  private var groupIsEmpty = true
  private var terminalOffset: Int?
  private var diagram = MarbleDiagram(entries: [])

  init(marbles: String) {
    self.marbles = marbles
  }

  mutating func parse() throws(MarbleSyntaxError) -> MarbleDiagram {
    for character in marbles {
      try read(character)
      offset += 1
    }
    if let groupStart {
      throw error(at: groupStart, "the group opened here is never closed; add \")\"")
    }
    return diagram
  }

  private mutating func read(_ character: Character) throws(MarbleSyntaxError) {
    switch character {
    case _ where character.isWhitespace:
      return
    case "-":
      guard groupStart == nil else {
        throw error("\"-\" inside a group; a group is one frame, so close it with \")\" first")
      }
      frame += 1
    case "(":
      guard groupStart == nil else { throw error("groups cannot nest; close the open one first") }
      groupStart = offset
      groupIsEmpty = true
    case ")":
      guard groupStart != nil else { throw error("\")\" closes no group; remove it") }
      guard !groupIsEmpty else { throw error("an empty group; write \"-\" for an empty frame") }
      groupStart = nil
      frame += 1
    case "^":
      guard diagram.subscriptionFrame == nil else { throw error("a second \"^\"; keep one") }
      guard diagram.disposalFrame == nil else {
        throw error("\"^\" after \"!\"; the subscription must start before it is disposed")
      }
      diagram.subscriptionFrame = frame
      occupyFrame()
    case "!":
      guard diagram.disposalFrame == nil else { throw error("a second \"!\"; keep one") }
      diagram.disposalFrame = frame
      occupyFrame()
    case "|":
      try append(.end)
    case "#":
      try append(.failure)
    default:
      try append(.value(character))
    }
  }

  private mutating func append(_ symbol: MarbleDiagram.Symbol) throws(MarbleSyntaxError) {
    if let terminalOffset {
      throw error(
        "\"\(symbol)\" after the signal ended at offset \(terminalOffset); nothing follows \"|\" or \"#\""
      )
    }
    if symbol == .end || symbol == .failure { terminalOffset = offset }
    diagram.entries.append(MarbleDiagram.Entry(frame: frame, symbol: symbol))
    occupyFrame()
  }

  /// Ends the frame after a symbol outside a group; inside one, the frame ends at `)`.
  private mutating func occupyFrame() {
    if groupStart == nil {
      frame += 1
    } else {
      groupIsEmpty = false
    }
  }

  private func error(at offset: Int? = nil, _ reason: String) -> MarbleSyntaxError {
    MarbleSyntaxError(marbles: marbles, offset: offset ?? self.offset, reason: reason)
  }
}
