extension CoreSignal {
  /// Returns a signal that delivers a value only once `interval` has passed without another
  /// value arriving.
  ///
  /// ```
  /// input:              -a--bc----d|
  /// debounce(2 frames): ---a---c---(d|)
  /// ```
  ///
  /// ```swift
  /// let query = searchField.text.debounce(.milliseconds(300), on: .main)
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The quiet period a value must be followed by.
  ///   - scheduler: Where the timers run and values are delivered.
  /// - Returns: A plain signal (a finite one for a finite input). A finite input's end delivers
  ///   the value still waiting at once, then ends; a failure drops it.
  /// - Note: Values are delivered on `scheduler`; a subscriber bound to an actor must use a
  ///   scheduler on that actor. Disposing cancels the pending timer.
  ///   An interval too long for the scheduler's clock saturates: its timers never fire (see
  ///   ``Scheduler/perform(after:_:)``).
  public func debounce(
    _ interval: Duration, on scheduler: any Scheduler
  ) -> CoreSignal<Kind.DropReadWrite, Value> {
    precondition(
      interval >= .zero,
      "debounce(_:on:) needs an interval of zero or more, such as .milliseconds(300)")
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropReadWrite, Value>(subscribe: { downstream in
      let junction = Junction(downstream)
      let state = Lock(DebounceState<Value>())
      junction.add(Disposer { state.withLock { $0.flush().timer }?.dispose() })
      junction.add(
        subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            switch event {
            case .value(let value):
              let held = Handoff(value)
              let (generation, previous) = state.withLock { $0.hold(held.value) }
              previous?.dispose()
              let timer = scheduler.perform(after: interval) {
                let due = state.withLock { Handoff($0.take(generation)) }
                if let value = due.value { junction.send(.value(value)) }
              }
              state.withLock { $0.setTimer(timer, for: generation) }?.dispose()
            case .end:
              let flushed = state.withLock { Handoff($0.flush()) }.value
              flushed.timer?.dispose()
              if let value = flushed.pending { junction.send(.value(value)) }
              junction.send(.end)
            case .failure(let error):
              junction.send(.failure(error))
            }
          }))
      return junction
    })
  }
}

/// The value `debounce` is holding back and the timer that will deliver it.
private struct DebounceState<Value>: @unchecked Sendable {
  // Unchecked: only accessed inside its owner's lock; values move in and out through
  // `Handoff`, as in the core.

  /// Counts held values, so that a timer firing for a replaced value delivers nothing.
  var generation = 0
  var pending: Value?
  var timer: (any Disposable)?

  /// Holds `value` in place of the previous one; returns its generation and the timer to
  /// cancel.
  mutating func hold(_ value: Value) -> (Int, (any Disposable)?) {
    generation += 1
    pending = value
    defer { timer = nil }
    return (generation, timer)
  }

  /// Keeps `timer` if its value is still held; otherwise returns it for cancelling.
  mutating func setTimer(_ timer: any Disposable, for generation: Int) -> (any Disposable)? {
    guard generation == self.generation, pending != nil else { return timer }
    self.timer = timer
    return nil
  }

  /// Takes the held value if the timer for `generation` is the current one.
  mutating func take(_ generation: Int) -> Value? {
    guard generation == self.generation else { return nil }
    timer = nil
    defer { pending = nil }
    return pending
  }

  /// Takes the held value and its timer, at the end of the input or on disposal.
  mutating func flush() -> (pending: Value?, timer: (any Disposable)?) {
    generation += 1
    defer {
      pending = nil
      timer = nil
    }
    return (pending, timer)
  }
}
