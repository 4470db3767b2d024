extension CoreSignal where Kind == FiniteKind, Value: Sendable {
  /// Creates a finite signal of the elements of an asynchronous sequence: each subscription
  /// iterates the sequence in a task, ends when it ends and fails when it throws.
  ///
  /// ```swift
  /// let lines = FiniteSignal(url.lines)
  /// bag += lines.onValue { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - sequence: The sequence to iterate, once per subscription.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: The task runs on the actor the subscription was made from (the main actor for a
  ///   subscription made there), so values arrive where the subscriber expects them. Disposing
  ///   the subscription cancels the task.
  public init<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence, fileID: StaticString = #fileID, line: UInt = #line
  ) where Sequence.Element == Value {
    let site = SourceSite(fileID: fileID, line: line)
    self.init(subscribe: { observer in
      let gate = SubscriptionGate(observer: observer, sourceSite: site)
      let task = Task { [isolation = observer.isolation] in
        await iterate(sequence, isolation: isolation) { gate.send($0) }
      }
      gate.attach(Disposer { task.cancel() })
      return gate
    })
  }
}

extension CoreSignal where Kind == PlainKind, Value: Sendable {
  /// Creates a signal of the elements of an asynchronous sequence: each subscription iterates
  /// the sequence in a task; its end or failure stops the values.
  ///
  /// - Parameters:
  ///   - sequence: The sequence to iterate, once per subscription.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: As for the finite version, the task runs on the subscriber's actor and disposing
  ///   cancels it.
  public init<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence, fileID: StaticString = #fileID, line: UInt = #line
  ) where Sequence.Element == Value {
    self = FiniteSignal(sequence, fileID: fileID, line: line).plain()
  }
}

/// Sends every element of `sequence`, then its end or failure, running on `isolation`.
private func iterate<Sequence: AsyncSequence & Sendable>(
  _ sequence: Sequence,
  isolation: isolated (any Actor)?,
  send: @Sendable (Event<Sequence.Element>) -> Void
) async {
  do {
    for try await element in sequence {
      send(.value(element))
    }
    send(.end)
  } catch {
    send(.failure(error))
  }
}
