extension CoreSignal {
  /// Returns a signal that delivers every event `interval` later than it arrives.
  ///
  /// ```
  /// input:           -a-b--c|
  /// delay(2 frames): ---a-b--c|
  /// ```
  ///
  /// ```swift
  /// let toastHidden = toastShown.delay(by: .seconds(3), on: .main)
  /// ```
  ///
  /// - Parameters:
  ///   - interval: How long to hold each event back.
  ///   - scheduler: Where the timers run and events are delivered.
  /// - Returns: A plain signal (a finite one for a finite input); a finite input's end and
  ///   failure are delayed like its values, and events keep their order.
  /// - Note: Events are delivered on `scheduler`; a subscriber bound to an actor must use a
  ///   scheduler on that actor. Disposing cancels every pending timer and drops the events
  ///   still held.
  ///   An interval too long for the scheduler's clock saturates: its timers never fire (see
  ///   ``Scheduler/perform(after:_:)``).
  public func delay(
    by interval: Duration, on scheduler: any Scheduler
  ) -> CoreSignal<Kind.DropReadWrite, Value> {
    precondition(
      interval >= .zero,
      "delay(by:on:) needs an interval of zero or more, such as .milliseconds(300)")
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropReadWrite, Value>(subscribe: { downstream in
      let junction = Junction(downstream)
      let state = Lock(DelayState<Value>())
      junction.add(
        Disposer {
          for timer in state.withLock({ $0.close() }) { timer.dispose() }
        })
      junction.add(
        subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            let held = Handoff(event)
            guard let id = state.withLock({ $0.enqueue(held.value) }) else { return }
            let timer = scheduler.perform(after: interval) {
              // Each timer delivers the oldest waiting event, so events keep their order even
              // if a scheduler fires timers due at the same time out of order.
              let due = state.withLock { Handoff($0.dequeue(firedTimer: id)) }
              if let event = due.value { junction.send(event) }
            }
            state.withLock { $0.setTimer(timer, for: id) }?.dispose()
          }))
      return junction
    })
  }
}

/// The events `delay` holds, oldest first, and the timers that will deliver them.
private struct DelayState<Value>: @unchecked Sendable {
  // Unchecked: only accessed inside its owner's lock; events move in and out through
  // `Handoff`, as in the core.

  var waiting = PendingQueue<Event<Value>>()
  var nextID = 0
  var timers: [Int: any Disposable] = [:]
  /// Timers that fired before `setTimer` stored them.
  var firedEarly: Set<Int> = []
  var isClosed = false

  /// Queues `event`; returns the id for its timer, or `nil` once closed.
  mutating func enqueue(_ event: Event<Value>) -> Int? {
    guard !isClosed else { return nil }
    waiting.append(event)
    defer { nextID += 1 }
    return nextID
  }

  /// Keeps the timer for `id` until it fires; returns it for cancelling if it already fired or
  /// the state is closed.
  mutating func setTimer(_ timer: any Disposable, for id: Int) -> (any Disposable)? {
    guard !isClosed, firedEarly.remove(id) == nil else { return timer }
    timers[id] = timer
    return nil
  }

  /// Forgets the fired timer and takes the oldest waiting event.
  mutating func dequeue(firedTimer id: Int) -> Event<Value>? {
    if timers.removeValue(forKey: id) == nil { firedEarly.insert(id) }
    guard !isClosed else { return nil }
    return waiting.popFirst()
  }

  /// Drops every waiting event; returns the timers to cancel.
  mutating func close() -> [any Disposable] {
    isClosed = true
    waiting = PendingQueue()
    defer { timers.removeAll() }
    return Array(timers.values)
  }
}
