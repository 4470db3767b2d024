import Synchronization

extension Feed {
  /// Delivers at most one value per `interval`; see the public operator.
  func throttle(_ interval: Duration, on scheduler: any Scheduler, latest: Bool) -> Feed<Value> {
    Feed { downstream in
      let junction = Junction(downstream)
      let state = Mutex(ThrottleState<Value>())
      junction.add(Disposer { state.withLock { $0.close() }?.dispose() })

      /// Opens a window after a delivered value; when it closes, delivers the latest value held
      /// back during it (which opens the next window), or lets the next value through at once.
      @Sendable func openWindow() {
        let window = scheduler.perform(after: interval) {
          guard let held = state.withLock({ $0.closeWindow() }) else { return }
          junction.send(.value(held))
          openWindow()
        }
        state.withLock { $0.setWindow(window) }?.dispose()
      }

      junction.add(
        subscribe { event in
          switch event {
          case .value(let value):
            guard state.withLock({ $0.receive(value, keepingLatest: latest) }) else { return }
            junction.send(.value(value))
            openWindow()
          case .end:
            let (held, window) = state.withLock { $0.flush() }
            window?.dispose()
            if let held { junction.send(.value(held)) }
            junction.send(.end)
          case .failure(let error):
            junction.send(.failure(error))
          }
        })
      return junction
    }
  }
}

/// The window `throttle` is in and the latest value it holds back.
private struct ThrottleState<Value> {
  var isWindowOpen = false
  var isClosed = false
  var held: Value?
  var window: (any Disposable)?

  /// Returns whether `value` goes out now (no window open); otherwise holds it if `keepingLatest`.
  mutating func receive(_ value: Value, keepingLatest: Bool) -> Bool {
    guard !isWindowOpen else {
      if keepingLatest { held = value }
      return false
    }
    isWindowOpen = true
    return true
  }

  /// Keeps the timer of the window just opened; returns it for cancelling once closed.
  mutating func setWindow(_ timer: any Disposable) -> (any Disposable)? {
    guard !isClosed else { return timer }
    window = timer
    return nil
  }

  /// Ends the window; returns the held value, which goes out and keeps a window open.
  mutating func closeWindow() -> Value? {
    window = nil
    guard !isClosed, let value = held else {
      isWindowOpen = false
      return nil
    }
    held = nil
    return value
  }

  /// Takes the held value and the window timer, at the end of the input.
  mutating func flush() -> (Value?, (any Disposable)?) {
    isClosed = true
    defer {
      held = nil
      window = nil
    }
    return (held, window)
  }

  /// Forgets everything; returns the window timer to cancel.
  mutating func close() -> (any Disposable)? {
    flush().1
  }
}
