extension CoreSignal {
  /// Returns a signal of kind `ResultKind` whose every subscription subscribes to this signal
  /// with the event handler that `makeHandler` builds for it; per-subscription state lives in
  /// that closure.
  ///
  /// The handler runs inside this signal's callback, so it forwards with
  /// `Observer.receive(_:)`; the upstream observer keeps the downstream's isolation and its
  /// wish for the current value.
  func forwarding<ResultKind: SignalKind, Other>(
    getter: (() -> Other)? = nil,
    _ makeHandler: @escaping (_ downstream: Observer<Other>) -> (Event<Value>) -> Void
  ) -> CoreSignal<ResultKind, Other> {
    CoreSignal<ResultKind, Other>(
      getter: getter,
      subscribe: { downstream in
        self.subscribe(Observer(forwardingTo: downstream, makeHandler(downstream)))
      })
  }

  /// Like ``forwarding(getter:_:)`` for operators that only act on values: the end and
  /// failures go downstream unchanged.
  func forwardingValues<ResultKind: SignalKind, Other>(
    getter: (() -> Other)? = nil,
    _ makeHandler: @escaping (_ downstream: Observer<Other>) -> (Value) -> Void
  ) -> CoreSignal<ResultKind, Other> {
    forwarding(getter: getter) { downstream in
      let handle = makeHandler(downstream)
      return { event in
        switch event {
        case .value(let value): handle(value)
        case .end: downstream.receive(.end)
        case .failure(let error): downstream.receive(.failure(error))
        }
      }
    }
  }
}
