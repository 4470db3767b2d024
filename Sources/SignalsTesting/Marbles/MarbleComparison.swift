import Signals

/// The outcome of comparing what a signal delivered with an expected marble diagram.
///
/// ``expectMarbles(_:_:values:scheduler:sourceLocation:)`` records an issue when the two differ
/// and returns the comparison either way, so a helper can inspect it.
public struct MarbleComparison: Hashable, Sendable, CustomStringConvertible {
  /// The expected diagram, as written.
  public var expected: String
  /// What the signal delivered, in canonical notation with the expectation's markers; `?`
  /// stands for a value that no letter of the `values` table names.
  public var actual: String
  /// Explanations of what the diagrams cannot show: values without a letter, events between
  /// frames, letters missing from the `values` table.
  public var notes: [String]
  /// Whether the signal delivered exactly the expected events in the expected frames.
  public var matches: Bool

  /// Creates a comparison result.
  public init(expected: String, actual: String, notes: [String], matches: Bool) {
    self.expected = expected
    self.actual = actual
    self.notes = notes
    self.matches = matches
  }

  /// Both diagrams, one above the other so their frames line up, then the notes.
  public var description: String {
    (["expected: \(expected)", "actual:   \(actual)"] + notes).joined(separator: "\n")
  }
}

extension MarbleComparison {
  /// Compares `recorded` events, stamped by a scheduler, with `expected`.
  ///
  /// - Parameters:
  ///   - recorded: The events, with times from the scheduler.
  ///   - expected: The parsed expectation.
  ///   - written: The expectation as written, for messages.
  ///   - origin: The virtual time of frame zero.
  ///   - frameDuration: The virtual time one frame stands for.
  ///   - legend: What the letters stand for.
  init<Value>(
    recorded: [RecordedEvent<Value>], expected: MarbleDiagram, written: String,
    origin: Duration, frameDuration: Duration, legend: MarbleLegend<Value>
  ) {
    var notes: [String] = []
    // Set when the diagrams cannot show a difference: the events then never match.
    var hasUnrepresentable = false
    var actual = MarbleDiagram(
      entries: [], subscriptionFrame: expected.subscriptionFrame,
      disposalFrame: expected.disposalFrame)
    for (index, record) in recorded.enumerated() {
      let offset = (record.time ?? origin) - origin
      let frame = Int((offset / frameDuration).rounded(.down))
      if frameDuration * frame != offset {
        notes.append(
          "\(record.event) arrived at \(offset), between frames \(frame) and \(frame + 1)")
        hasUnrepresentable = true
      }
      let symbol: MarbleDiagram.Symbol
      switch record.event {
      case .value(let value):
        var hint: Character?
        if index < expected.entries.count, case .value(let letter) = expected.entries[index].symbol
        {
          hint = letter
        }
        if let letter = legend.letter(for: value, hint: hint) {
          symbol = .value(letter)
        } else {
          notes.append("? in frame \(frame) is \(value), which no letter in values: stands for")
          symbol = .value("?")
          hasUnrepresentable = true
        }
      case .end: symbol = .end
      case .failure(let error):
        notes.append("# in frame \(frame) is \(error)")
        symbol = .failure
      }
      actual.entries.append(MarbleDiagram.Entry(frame: max(frame, 0), symbol: symbol))
    }
    for entry in expected.entries {
      if case .value(let letter) = entry.symbol, legend.value(letter) == nil {
        notes.append("\"\(letter)\" in the expected diagram has no value in values:")
        hasUnrepresentable = true
      }
    }
    self.init(
      expected: written, actual: actual.description, notes: notes,
      matches: !hasUnrepresentable && actual.entries == expected.entries)
  }
}
