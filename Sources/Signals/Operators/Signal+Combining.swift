/// Returns a signal that delivers the values of all `signals` as they arrive.
///
/// ```swift
/// let anyTap = merge(saveButton.taps, doneButton.taps)
/// ```
///
/// - Parameter signals: The signals to merge, all of one kind.
/// - Returns: A plain signal (a finite one for finite inputs, which ends once all have ended,
///   at once for no inputs, and fails at the first failure).
/// - Note: Values from different threads are delivered one at a time, in arrival order.
public func merge<Kind: SignalKind, Value>(
  _ signals: CoreSignal<Kind, Value>...
) -> CoreSignal<Kind.DropReadWrite, Value> {
  merge(signals)
}

/// Returns a signal that delivers the values of all `signals` as they arrive.
///
/// - Parameter signals: The signals to merge, all of one kind.
/// - Returns: A plain signal (a finite one for finite inputs, which ends once all have ended,
///   at once for no inputs, and fails at the first failure).
public func merge<Kind: SignalKind, Value>(
  _ signals: [CoreSignal<Kind, Value>]
) -> CoreSignal<Kind.DropReadWrite, Value> {
  CoreSignal(subscribe: { downstream in
    let junction = Junction(downstream)
    let running = Lock(signals.count)
    if Kind.isFinite, signals.isEmpty { junction.send(.end) }
    for signal in signals where !junction.isClosed {
      junction.add(
        signal.subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            guard case .end = event else { return junction.send(event) }
            junction.send(ordered: {
              let isLast = running.withLock { running in
                running -= 1
                return running == 0
              }
              return isLast ? .end : nil
            })
          }))
    }
    return junction
  })
}

extension CoreSignal {
  /// Returns a signal that pairs each value with the latest value of `other`.
  ///
  /// ```swift
  /// let submissions = submitButton.taps.withLatest(from: form.text)
  /// // each tap delivers (tap, text at that moment)
  /// ```
  ///
  /// - Parameter other: The signal whose latest value is paired; a readable one provides its
  ///   current value from the start. Values of this signal that arrive before `other` has a
  ///   value are dropped; the end of `other` is ignored and its failure fails the result.
  /// - Returns: A plain signal (a finite one for a finite input) of pairs; it ends when this
  ///   signal ends.
  public func withLatest<OtherKind, Other>(
    from other: CoreSignal<OtherKind, Other>
  ) -> CoreSignal<Kind.DropReadWrite, (Value, Other)> {
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropReadWrite, (Value, Other)>(subscribe: { downstream in
      let junction = Junction(downstream)
      let latest = Lock(Handoff<Other?>(nil))
      junction.add(
        other.subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: OtherKind.isReadable) { event in
            switch event {
            case .value(let value): latest.withLock { $0 = Handoff(value) }
            case .end: break
            case .failure(let error): junction.send(.failure(error))
            }
          }))
      guard !junction.isClosed else { return junction }
      if let read = other.getter {
        // Subscribed inside `other`'s own delivery, its current value is queued behind that
        // delivery; until it arrives, the value read now stands in for it, so no value of this
        // signal is dropped meanwhile.
        let current = Handoff<Other?>(read())
        latest.withLock { latest in
          if latest.value == nil { latest = current }
        }
      }
      junction.add(
        subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            switch event {
            case .value(let value):
              // Read under the junction's lock, so pairs go out in the order they were made.
              let sent = Handoff(value)
              junction.send(ordered: {
                latest.withLock({ $0 }).value.map { .value((sent.value, $0)) }
              })
            case .end: junction.send(.end)
            case .failure(let error): junction.send(.failure(error))
            }
          }))
      return junction
    })
  }

  /// Returns a signal that delivers `values` to each subscriber first, then this signal's
  /// values.
  ///
  /// ```swift
  /// let query = searchField.text.start(with: "")
  /// ```
  ///
  /// - Parameter values: The values to deliver on subscription, in order.
  /// - Returns: A plain signal (a finite one for a finite input); for a readable signal whose
  ///   current value should come first, use `atOnce()` instead.
  public func start(with values: Value...) -> CoreSignal<Kind.DropReadWrite, Value> {
    start(with: values)
  }

  /// Returns a signal that delivers `values` to each subscriber first, then this signal's
  /// values.
  ///
  /// - Parameter values: The values to deliver on subscription, in order.
  /// - Returns: A plain signal (a finite one for a finite input).
  public func start(with values: [Value]) -> CoreSignal<Kind.DropReadWrite, Value> {
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropReadWrite, Value>(subscribe: { downstream in
      let junction = Junction(downstream)
      for value in values where !junction.isClosed { junction.send(.value(value)) }
      if !junction.isClosed {
        junction.add(
          subscribe(Observer(forwardingTo: downstream, wantsCurrentValue: false, junction.send)))
      }
      return junction
    })
  }
}
