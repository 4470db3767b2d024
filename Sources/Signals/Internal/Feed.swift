/// A subscription function: subscribing a sink starts delivery of events to it, and disposing
/// the result stops it.
///
/// Operators are written once against feeds and wrapped in each signal kind they support, so
/// one implementation serves plain, readable and finite signals alike. A feed is cold: every
/// subscription runs the operator's set-up afresh, with its own state.
struct Feed<Value: Sendable>: Sendable {
  /// Receives events; called one event at a time, never by two threads at once.
  typealias Sink = @Sendable (Event<Value>) -> Void

  /// Subscribes a sink and returns the subscription.
  let subscribe: @Sendable (_ sink: @escaping Sink) -> any Disposable

  init(_ subscribe: @escaping @Sendable (_ sink: @escaping Sink) -> any Disposable) {
    self.subscribe = subscribe
  }
}

extension Feed {
  /// Returns a feed that hands each value to `onValue` along with the downstream sink, and
  /// forwards terminal events unchanged.
  func forwardingTerminals<Other>(
    _ onValue: @escaping @Sendable (Value, _ sink: Feed<Other>.Sink) -> Void
  ) -> Feed<Other> {
    Feed<Other> { sink in
      subscribe { event in
        switch event {
        case .value(let value): onValue(value, sink)
        case .end: sink(.end)
        case .failure(let error): sink(.failure(error))
        }
      }
    }
  }
}
