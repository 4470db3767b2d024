extension CoreSignal where Kind == ReadKind, Value: Sendable {
  /// Creates a readable signal whose value starts at `initial` and becomes each element of an
  /// asynchronous sequence, iterated while the signal has subscribers.
  ///
  /// ```swift
  /// let temperature = ReadSignal(sensor.readings, initial: 20.0)
  /// bag += temperature.atOnce().onValue { label.text = "\($0)°" }  // "20.0°", then readings
  /// ```
  ///
  /// - Parameters:
  ///   - sequence: The sequence whose elements become the value.
  ///   - initial: The value until the first element arrives.
  ///   - isolation: The actor the sequence is iterated on, so the value changes and is
  ///     delivered there; filled in by the compiler with the caller's actor.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: The first subscriber starts one task that iterates the sequence for all
  ///   subscribers; when the last one leaves, the task is cancelled, and the value keeps the last
  ///   element received. A later subscriber starts a new iteration (an `AsyncStream` is
  ///   finished by the first cancellation, so its signal keeps its last value from then on). The
  ///   sequence's end or failure stops the changes.
  public init<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence,
    initial: Value,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where Sequence.Element == Value {
    let storage = ReadWriteSignal(initial, fileID: fileID, line: line)
    let iteration = SequenceIteration(sequence, isolation: isolation) { storage.value = $0 }
    self.init(
      getter: { storage.value },
      subscribe: { observer in
        let subscription = storage.subscribe(observer)
        iteration.join()
        return Disposer {
          subscription.dispose()
          iteration.leave()
        }
      })
  }
}
