import Signals

extension TestScheduler {
  /// Returns a plain signal that delivers the values of a marble diagram as the clock reaches
  /// their frames, counted from now.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let taps = scheduler.signal(from: "-a--b", values: ["a": 1, "b": 2])
  /// // delivers 1 at one second, 2 at four seconds (one frame is `frameDuration`)
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The diagram: values and `-` only (see <doc:MarbleDiagrams>).
  ///   - values: The value each letter stands for.
  /// - Returns: A hot signal: the events are scheduled now, whoever is subscribed, and every
  ///   subscriber receives those that come after it subscribes.
  /// - Note: A diagram that is malformed, ends (`|`, `#`), marks a subscription (`^`, `!`) or
  ///   uses a letter missing from `values` stops the test with a message naming the problem.
  public func signal<Value>(from marbles: String, values: [Character: Value]) -> Signal<Value> {
    let emitter = Emitter<Value>()
    schedule(marbles, values: values, kind: "signal(from:values:)") { event in
      if case .value(let value) = event { emitter.send(value) }
    }
    return emitter.signal
  }

  /// Returns a plain signal of the letters of a marble diagram, as the clock reaches their
  /// frames; see ``signal(from:values:)``.
  ///
  /// - Parameter marbles: The diagram: letters stand for themselves as strings.
  /// - Returns: A hot signal of the letters.
  public func signal(from marbles: String) -> Signal<String> {
    signal(from: marbles, values: Self.letters(in: marbles))
  }

  /// Returns a finite signal that delivers the events of a marble diagram as the clock reaches
  /// their frames, counted from now.
  ///
  /// ```swift
  /// let download = scheduler.finiteSignal(from: "-a-b#", values: ["a": 0.5, "b": 1.0])
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The diagram: values, `-`, and a final `|` or `#` (see <doc:MarbleDiagrams>).
  ///   - values: The value each letter stands for.
  ///   - error: The error delivered at `#`.
  /// - Returns: A hot finite signal; a subscriber arriving after the end receives the end.
  public func finiteSignal<Value>(
    from marbles: String, values: [Character: Value], error: any Error = MarbleFailure()
  ) -> FiniteSignal<Value> {
    let emitter = FiniteEmitter<Value>()
    let failure = UncheckedBox(value: error)
    schedule(marbles, values: values, kind: "finiteSignal(from:values:)", allowsEnd: true) {
      event in
      switch event {
      case .value(let value): emitter.send(value)
      case .end: emitter.finish()
      case .failure: emitter.fail(failure.value)
      }
    }
    return emitter.signal
  }

  /// Returns a finite signal of the letters of a marble diagram; see
  /// ``finiteSignal(from:values:error:)``.
  ///
  /// - Parameter marbles: The diagram: letters stand for themselves as strings.
  /// - Returns: A hot finite signal of the letters.
  public func finiteSignal(from marbles: String) -> FiniteSignal<String> {
    finiteSignal(from: marbles, values: Self.letters(in: marbles))
  }

  /// Returns a readable signal holding `initial` whose value is set to the values of a marble
  /// diagram as the clock reaches their frames, counted from now.
  ///
  /// ```swift
  /// let volume = scheduler.readSignal(initial: 0, from: "--a-b", values: ["a": 5, "b": 7])
  /// volume.value  // 0 until two seconds, then 5, then 7
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The value before the first frame.
  ///   - marbles: The diagram: values and `-` only.
  ///   - values: The value each letter stands for.
  /// - Returns: A hot readable signal.
  public func readSignal<Value>(
    initial: Value, from marbles: String, values: [Character: Value]
  ) -> ReadSignal<Value> {
    let signal = ReadWriteSignal(initial)
    schedule(marbles, values: values, kind: "readSignal(initial:from:values:)") { event in
      if case .value(let value) = event { signal.value = value }
    }
    return signal.readOnly()
  }

  /// Schedules `send` for each event of `marbles`, at its frame counted from now.
  private func schedule<Value>(
    _ marbles: String, values: [Character: Value], kind: String, allowsEnd: Bool = false,
    _ send: @escaping (Event<Value>) -> Void
  ) {
    let diagram: MarbleDiagram
    do {
      diagram = try MarbleDiagram(parsing: marbles)
    } catch {
      preconditionFailure("\(kind): \(error)")
    }
    precondition(
      diagram.subscriptionFrame == nil && diagram.disposalFrame == nil,
      "\(kind): \"\(marbles)\" marks a subscription (^ or !); those belong in expectations")
    for entry in diagram.entries {
      let event: Event<Value>
      switch entry.symbol {
      case .value(let letter):
        guard let value = values[letter] else {
          preconditionFailure("\(kind): \"\(letter)\" in \"\(marbles)\" has no value in values:")
        }
        event = .value(value)
      case .end, .failure:
        precondition(
          allowsEnd,
          "\(kind): \"\(marbles)\" ends, but this signal cannot; use finiteSignal(from:values:)")
        event = entry.symbol == .end ? .end : .failure(MarbleFailure())
      }
      // Boxed because the scheduled work may not capture generic types.
      let emit = UncheckedBox(value: { send(event) })
      _ = perform(after: frameDuration * entry.frame) { emit.value() }
    }
  }

  /// Maps each value character of `marbles` to itself as a string.
  static func letters(in marbles: String) -> [Character: String] {
    let symbols = (try? MarbleDiagram(parsing: marbles))?.entries.map(\.symbol) ?? []
    var letters: [Character: String] = [:]
    for case .value(let letter) in symbols { letters[letter] = String(letter) }
    return letters
  }
}
