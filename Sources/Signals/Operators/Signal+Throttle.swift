extension CoreSignal {
  /// Returns a signal that delivers at most one value per `interval`: the first value at once,
  /// then, if `latest` is set, the last value that arrived during the interval when it is over.
  ///
  /// ```
  /// input:                             ab--c--d---e|
  /// throttle(3 frames):                a--b--c--d--(e|)
  ///
  /// input:                             ab|
  /// throttle(3 frames):                a--(b|)
  ///
  /// input:                             ab-c
  /// throttle(3 frames):                a--b--c
  ///
  /// input:                             ab--c-d--e|
  /// throttle(3 frames, latest: false): a---c----e|
  ///
  /// input:                             a--b|
  /// throttle(3 frames, latest: false): a--b|
  /// ```
  ///
  /// An interval is over at its last instant: a value arriving exactly then is not held back,
  /// and comes after the value held during the interval, whichever of the value and the
  /// interval's timer the scheduler runs first.
  ///
  /// ```swift
  /// let scrollUpdates = offsets.throttle(.milliseconds(100), on: .main)
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The shortest time between two delivered values.
  ///   - scheduler: Where the timers run and held values are delivered.
  ///   - latest: Whether a value arriving during the interval is delivered when it is over
  ///     (the last such value); if `false`, such values are dropped.
  /// - Returns: A plain signal (a finite one for a finite input). A finite input's end waits
  ///   for the interval under way to be over if a value is held, then delivers it and ends, so
  ///   that values stay at least `interval` apart; a failure drops the held value at once.
  /// - Note: Held values are delivered on `scheduler`; a subscriber bound to an actor must use
  ///   a scheduler on that actor. Disposing cancels the interval's timer.
  ///   An interval too long for the scheduler's clock saturates: its timers never fire (see
  ///   ``Scheduler/perform(after:_:)``).
  public func throttle(
    _ interval: Duration, on scheduler: any Scheduler, latest: Bool = true
  ) -> CoreSignal<Kind.DropReadWrite, Value> {
    precondition(
      interval >= .zero,
      "throttle(_:on:latest:) needs an interval of zero or more, such as .milliseconds(100)")
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropReadWrite, Value>(subscribe: { downstream in
      let junction = Junction(downstream)
      let state = Lock(ThrottleState<Value>())
      junction.add(Disposer { state.withLock { $0.flush() }?.dispose() })

      /// Sends what a step of the state machine let out, and starts the timer of the interval
      /// it opened.
      @Sendable func carryOut(_ step: ThrottleState<Value>.Step) {
        for timer in step.cancelled { timer.dispose() }
        for value in step.values { junction.send(.value(value)) }
        if step.ends { junction.send(.end) }
        guard let window = step.opened else { return }
        let timer = scheduler.perform(after: interval) {
          carryOut(
            state.withLock {
              Handoff($0.closeWindow(window, now: scheduler.now, interval: interval))
            }.value)
        }
        state.withLock { $0.setTimer(timer, for: window) }?.dispose()
      }

      junction.add(
        subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            switch event {
            case .value(let value):
              let received = Handoff(value)
              let now = scheduler.now
              carryOut(
                state.withLock {
                  Handoff(
                    $0.receive(received.value, now: now, interval: interval, keepingLatest: latest)
                  )
                }.value)
            case .end:
              let now = scheduler.now
              carryOut(state.withLock { Handoff($0.end(now: now, interval: interval)) }.value)
            case .failure(let error):
              state.withLock { $0.flush() }?.dispose()
              junction.send(.failure(error))
            }
          }))
      return junction
    })
  }
}
