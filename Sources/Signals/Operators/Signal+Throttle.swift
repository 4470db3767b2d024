extension CoreSignal {
  /// Returns a signal that delivers at most one value per `interval`: the first value at once,
  /// then, if `latest` is set, the last value that arrived during the interval when it is over.
  ///
  /// ```
  /// input:                             ab--c--d---e|
  /// throttle(3 frames):                a--b--c--d--(e|)
  ///
  /// input:                             ab--c-d--e|
  /// throttle(3 frames, latest: false): a---c----e|
  /// ```
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
  /// - Returns: A plain signal (a finite one for a finite input). A finite input's end delivers
  ///   a held value at once, then ends; a failure drops it.
  /// - Note: Held values are delivered on `scheduler`; a subscriber bound to an actor must use
  ///   a scheduler on that actor. Disposing cancels the window's timer.
  public func throttle(
    _ interval: Duration, on scheduler: any Scheduler, latest: Bool = true
  ) -> CoreSignal<Kind.DropReadWrite, Value> {
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropReadWrite, Value>(subscribe: { downstream in
      let junction = Junction(downstream)
      let state = Lock(ThrottleState<Value>())
      junction.add(Disposer { state.withLock { $0.flush().window }?.dispose() })

      /// Opens a window after a delivered value; when it closes, delivers the value held back
      /// during it (which opens the next window), or lets the next value through at once.
      @Sendable func openWindow() {
        let window = scheduler.perform(after: interval) {
          let held = state.withLock { Handoff($0.closeWindow()) }
          guard let value = held.value else { return }
          junction.send(.value(value))
          openWindow()
        }
        state.withLock { $0.setWindow(window) }?.dispose()
      }

      junction.add(
        subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            switch event {
            case .value(let value):
              let received = Handoff(value)
              guard state.withLock({ $0.receive(received.value, keepingLatest: latest) }) else {
                return
              }
              junction.send(event)
              openWindow()
            case .end:
              let flushed = state.withLock { Handoff($0.flush()) }.value
              flushed.window?.dispose()
              if let value = flushed.held { junction.send(.value(value)) }
              junction.send(.end)
            case .failure(let error):
              junction.send(.failure(error))
            }
          }))
      return junction
    })
  }
}

/// Whether `throttle` is inside a window, and the latest value it holds back.
private struct ThrottleState<Value>: @unchecked Sendable {
  // Unchecked: only accessed inside its owner's lock; values move in and out through
  // `Handoff`, as in the core.

  var isWindowOpen = false
  var isFlushed = false
  var held: Value?
  var window: (any Disposable)?

  /// Returns whether `value` goes out now (no window open); otherwise holds it if
  /// `keepingLatest`.
  mutating func receive(_ value: Value, keepingLatest: Bool) -> Bool {
    guard isWindowOpen else {
      isWindowOpen = true
      return true
    }
    if keepingLatest { held = value }
    return false
  }

  /// Keeps the timer of the window just opened; returns it for cancelling once flushed.
  mutating func setWindow(_ timer: any Disposable) -> (any Disposable)? {
    guard !isFlushed else { return timer }
    window = timer
    return nil
  }

  /// Ends the window; returns the held value, which goes out and keeps a window open.
  mutating func closeWindow() -> Value? {
    window = nil
    guard !isFlushed, let value = held else {
      isWindowOpen = false
      return nil
    }
    held = nil
    return value
  }

  /// Takes the held value and the window's timer, at the end of the input or on disposal.
  mutating func flush() -> (held: Value?, window: (any Disposable)?) {
    isFlushed = true
    defer {
      held = nil
      window = nil
    }
    return (held, window)
  }
}
