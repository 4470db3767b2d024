/// A timeline of signal events written as text, one character per frame of virtual time.
///
/// Parse a diagram from its notation with ``init(parsing:)``; ``description`` writes it back in
/// canonical form. The notation, described in full in the "Marble Diagrams" article:
///
/// | Symbol | Meaning |
/// | --- | --- |
/// | `-` | a frame in which nothing happens |
/// | a letter, digit or other character | a value, named by the character |
/// | `\|` | the signal ends |
/// | `#` | the signal fails |
/// | `(ab)` | events in the same frame; the group takes one frame |
/// | `^` | the subscription starts (expectations only) |
/// | `!` | the subscription is disposed (expectations only) |
/// | space | nothing; use it to line diagrams up |
///
/// ```swift
/// let diagram = try MarbleDiagram(parsing: "-a-(bc)|")
/// diagram.entries.map(\.frame)  // [1, 3, 3, 4]
/// ```
public struct MarbleDiagram: Hashable, Sendable, CustomStringConvertible {
  /// One event of a diagram.
  public enum Symbol: Hashable, Sendable, CustomStringConvertible {
    /// A value, named by its character.
    case value(Character)
    /// The signal ends.
    case end
    /// The signal fails.
    case failure

    /// The symbol's character in the notation.
    public var description: String {
      switch self {
      case .value(let name): return String(name)
      case .end: return "|"
      case .failure: return "#"
      }
    }
  }

  /// An event and the frame it happens in.
  public struct Entry: Hashable, Sendable {
    /// The frame, counted from zero at the start of the diagram.
    public var frame: Int
    /// The event.
    public var symbol: Symbol

    /// Creates an entry for `symbol` at `frame`.
    public init(frame: Int, symbol: Symbol) {
      self.frame = frame
      self.symbol = symbol
    }
  }

  /// The events in the order they happen.
  public var entries: [Entry]
  /// The frame of the subscription marker `^`, if any.
  public var subscriptionFrame: Int?
  /// The frame of the disposal marker `!`, if any.
  public var disposalFrame: Int?

  /// Creates a diagram from its events and markers.
  ///
  /// - Parameters:
  ///   - entries: The events, in the order they happen (frames never decreasing).
  ///   - subscriptionFrame: The frame at which the subscription starts, if marked.
  ///   - disposalFrame: The frame at which the subscription is disposed, if marked.
  public init(entries: [Entry], subscriptionFrame: Int? = nil, disposalFrame: Int? = nil) {
    self.entries = entries
    self.subscriptionFrame = subscriptionFrame
    self.disposalFrame = disposalFrame
  }

  /// Parses a diagram written in marble notation.
  ///
  /// - Parameter marbles: The diagram, such as `"-a-b|"`.
  /// - Throws: ``MarbleSyntaxError`` naming the offending character and what is wrong with it.
  public init(parsing marbles: String) throws(MarbleSyntaxError) {
    var parser = MarbleParser(marbles: marbles)
    self = try parser.parse()
  }

  /// The index of the frame after the last event or marker.
  public var frameCount: Int {
    let frames = entries.map(\.frame) + [subscriptionFrame, disposalFrame].compactMap { $0 }
    return (frames.max() ?? -1) + 1
  }

  /// The diagram in canonical notation: one character or group per frame, ending with the last
  /// event or marker.
  public var description: String {
    var columns = Array(repeating: "", count: frameCount)
    if let subscriptionFrame { columns[subscriptionFrame] += "^" }
    for entry in entries { columns[entry.frame] += entry.symbol.description }
    if let disposalFrame { columns[disposalFrame] += "!" }
    return columns.map { column in
      switch column.count {
      case 0: "-"
      case 1: column
      default: "(\(column))"
      }
    }.joined()
  }
}
