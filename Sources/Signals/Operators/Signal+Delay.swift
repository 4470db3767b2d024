import Synchronization

extension Feed {
  /// Delivers every event `interval` later; see the public operator.
  func delay(by interval: Duration, on scheduler: any Scheduler) -> Feed<Value> {
    Feed { downstream in
      let junction = Junction(downstream)
      let state = Mutex(DelayState<Value>())
      junction.add(
        Disposer {
          for timer in state.withLock({ $0.close() }) { timer.dispose() }
        })
      junction.add(
        subscribe { event in
          let id = state.withLock { $0.enqueue(event) }
          guard let id else { return }
          let timer = scheduler.perform(after: interval) {
            // Each timer delivers the oldest waiting event, so events keep their order even
            // if a scheduler fires timers due at the same time out of order.
            if let due = state.withLock({ $0.dequeue(firedTimer: id) }) { junction.send(due) }
          }
          state.withLock { $0.setTimer(timer, for: id) }?.dispose()
        })
      return junction
    }
  }
}

/// The events `delay` holds, oldest first, and the timers that will deliver them.
private struct DelayState<Value> {
  var waiting: [Event<Value>] = []
  var nextID = 0
  var timers: [Int: any Disposable] = [:]
  /// Timers that fired before `setTimer` stored them.
  var firedEarly: Set<Int> = []
  var isClosed = false

  /// Queues `event`; returns the id for its timer, or `nil` once disposed.
  mutating func enqueue(_ event: Event<Value>) -> Int? {
    guard !isClosed else { return nil }
    waiting.append(event)
    defer { nextID += 1 }
    return nextID
  }

  /// Keeps the timer for `id` until it fires; returns it for cancelling if it already has or the
  /// state is closed.
  mutating func setTimer(_ timer: any Disposable, for id: Int) -> (any Disposable)? {
    guard !isClosed, firedEarly.remove(id) == nil else { return timer }
    timers[id] = timer
    return nil
  }

  /// Forgets the fired timer and takes the oldest waiting event.
  mutating func dequeue(firedTimer id: Int) -> Event<Value>? {
    if timers.removeValue(forKey: id) == nil { firedEarly.insert(id) }
    guard !isClosed, !waiting.isEmpty else { return nil }
    return waiting.removeFirst()
  }

  /// Drops every waiting event; returns the timers to cancel.
  mutating func close() -> [any Disposable] {
    isClosed = true
    waiting.removeAll()
    defer { timers.removeAll() }
    return Array(timers.values)
  }
}
