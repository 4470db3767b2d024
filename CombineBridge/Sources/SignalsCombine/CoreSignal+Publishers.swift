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
  ///   completion disposes the signal's. An operator that ends the subscription early cancels
  ///   the publisher at once, also a synchronous one still inside its `subscribe` call:
  ///   `FiniteSignal((1...).publisher).take(2)` delivers 1 and 2, ends, and returns.
  public init<Upstream: Publisher>(
    _ publisher: Upstream, fileID: StaticString = #fileID, line: UInt = #line
  ) where Upstream.Output == Value {
    self.init(subscribe: { observer in
      // The link is the signal's producer before it subscribes to the publisher, so that a
      // synchronous publisher is cancelled as soon as the subscription ends (see PublisherLink).
      var link: PublisherLink<Value, Upstream.Failure>?
      let subscription = FiniteSignal<Value>(fileID: fileID, line: line) { callback in
        let made = PublisherLink<Value, Upstream.Failure>(callback)
        link = made
        return made
      }.subscribe(observer)
      if let link { publisher.subscribe(link) }
      return subscription
    })
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
