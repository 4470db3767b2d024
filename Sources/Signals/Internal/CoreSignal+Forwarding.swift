extension CoreSignal {
  /// Returns a signal of kind `ResultKind` whose every subscription subscribes to this signal
  /// with the event handler that `makeHandler` builds for it; per-subscription state lives in
  /// that closure.
  ///
  /// The handler runs inside this signal's callback, so it forwards with
  /// `Observer.receive(_:)`; the upstream observer keeps the downstream's isolation and its
  /// wish for the current value.
  @inlinable
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
  @inlinable
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

  /// Like ``forwarding(getter:_:)`` for operators that send more than one event for one
  /// upstream event (a last value and the end): the handler also gets the subscription, and
  /// checks `subscription.isDisposed` before each further event, because a subscriber that
  /// disposes inside its callback must receive nothing more. The upstream observer carries a
  /// probe of the subscription, so that a source still inside its subscribe call stops once the
  /// operator ends (see ``EndedProbe``).
  func forwardingGuarded<ResultKind: SignalKind, Other>(
    wantsCurrentValue: Bool? = nil,
    _ makeHandler:
      @escaping (_ downstream: Observer<Other>, _ subscription: SerialDisposable) ->
      (Event<Value>) -> Void
  ) -> CoreSignal<ResultKind, Other> {
    CoreSignal<ResultKind, Other>(subscribe: { downstream in
      let subscription = SerialDisposable()
      subscription.replace(
        with: self.subscribe(
          Observer(
            forwardingTo: downstream, wantsCurrentValue: wantsCurrentValue,
            endingWith: subscription, makeHandler(downstream, subscription))))
      return subscription
    })
  }
}
