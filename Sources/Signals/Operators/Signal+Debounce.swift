import Synchronization

extension Feed {
  /// Delivers a value once `interval` has passed without another; see the public operator.
  func debounce(_ interval: Duration, on scheduler: any Scheduler) -> Feed<Value> {
    Feed { downstream in
      let junction = Junction(downstream)
      let state = Mutex(DebounceState<Value>())
      junction.add(Disposer { state.withLock { $0.cancel() }?.dispose() })
      junction.add(
        subscribe { event in
          switch event {
          case .value(let value):
            let (generation, previous) = state.withLock { $0.hold(value) }
            previous?.dispose()
            let timer = scheduler.perform(after: interval) {
              if let due = state.withLock({ $0.take(generation) }) { junction.send(.value(due)) }
            }
            state.withLock { $0.setTimer(timer, for: generation) }?.dispose()
          case .end:
            let (pending, timer) = state.withLock { $0.flush() }
            timer?.dispose()
            if let pending { junction.send(.value(pending)) }
            junction.send(.end)
          case .failure(let error):
            junction.send(.failure(error))
          }
        })
      return junction
    }
  }
}

/// The value `debounce` is holding back and the timer that will deliver it.
private struct DebounceState<Value> {
  /// Counts held values, so a timer that fires for a replaced value delivers nothing.
  var generation = 0
  var pending: Value?
  var timer: (any Disposable)?

  /// Holds `value` in place of the previous one; returns its generation and the timer to cancel.
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

  /// Takes the held value if its timer is the current one.
  mutating func take(_ generation: Int) -> Value? {
    guard generation == self.generation else { return nil }
    timer = nil
    defer { pending = nil }
    return pending
  }

  /// Takes the held value and its timer, at the end of the input.
  mutating func flush() -> (Value?, (any Disposable)?) {
    generation += 1
    defer {
      pending = nil
      timer = nil
    }
    return (pending, timer)
  }

  /// Forgets the held value; returns the timer to cancel.
  mutating func cancel() -> (any Disposable)? {
    flush().1
  }
}
