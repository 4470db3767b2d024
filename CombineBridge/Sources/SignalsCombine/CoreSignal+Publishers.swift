import Signals

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension CoreSignal where Kind == FiniteKind {
  /// Creates a finite signal of a publisher's values: each subscription subscribes to the
  /// publisher with unlimited demand, ends when it finishes and fails when it fails.
  ///
  /// ```swift
  /// let response = FiniteSignal(session.dataTaskPublisher(for: url).map(\.data))
  /// bag += response.onEvent { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The publisher to subscribe to, once per subscription.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: Events arrive on the thread the publisher sends on, one at a time and in order.
  ///   Disposing the subscription cancels the publisher's subscription; the publisher's
  ///   completion disposes the signal's.
  public init<Upstream: Publisher>(
    _ publisher: Upstream, fileID: StaticString = #fileID, line: UInt = #line
  ) where Upstream.Output == Value {
    self.init(fileID: fileID, line: line) { callback in
      let cancellable = publisher.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: callback(.end)
          case .failure(let error): callback(.failure(error))
          }
        },
        receiveValue: { callback(.value($0)) })
      return cancellable.asDisposable()
    }
  }
}

extension CoreSignal where Kind == PlainKind {
  /// Creates a signal of the values of a publisher that cannot fail: each subscription
  /// subscribes to the publisher with unlimited demand; its completion stops the values.
  ///
  /// ```swift
  /// let ticks = Signal(Timer.publish(every: 1, on: .main, in: .common).autoconnect())
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The publisher to subscribe to, once per subscription.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: A `CurrentValueSubject` publishes its current value to each new subscriber, so this
  ///   signal does too; `ReadSignal(subject)` keeps the current value apart, as readable signals
  ///   do. Use `FiniteSignal(publisher)` to see a publisher's completion or failure.
  public init<Upstream: Publisher>(
    _ publisher: Upstream, fileID: StaticString = #fileID, line: UInt = #line
  ) where Upstream.Output == Value, Upstream.Failure == Never {
    self = FiniteSignal(publisher, fileID: fileID, line: line).plain()
  }
}
