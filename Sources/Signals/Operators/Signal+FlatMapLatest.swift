extension CoreSignal {
  /// Returns a signal that delivers the values of the signal `transform` makes of this
  /// signal's latest value, switching to a new one (and disposing the previous subscription)
  /// whenever a value arrives.
  ///
  /// ```swift
  /// let results = query.flatMapLatest { text in client.search(text) }
  /// // typing "sw", then "swift": the search for "sw" is cancelled when "swift" arrives
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for a value; a readable inner signal
  ///   delivers its current value as soon as it is switched to.
  /// - Returns: A plain signal, or for a finite input a finite signal that ends once this signal
  ///   and the current inner signal have both ended, and fails when either fails. A plain
  ///   result ignores the ends and failures of finite inner signals.
  /// - Note: Disposing the result disposes both subscriptions. Values of a replaced inner
  ///   signal still arriving on another thread are dropped.
  public func flatMapLatest<InnerKind, Other>(
    _ transform: @escaping (Value) -> CoreSignal<InnerKind, Other>
  ) -> CoreSignal<Kind.DropReadWrite, Other> {
    switchingLatest(getter: nil, transform)
  }

  /// Returns a readable signal that follows the readable signal `transform` makes of this
  /// readable signal's value, switching whenever the value changes.
  ///
  /// ```swift
  /// let title: ReadSignal<String> = selectedDocument.flatMapLatest { $0.title }
  /// title.value  // the title of the document selected now
  /// ```
  ///
  /// - Parameter transform: Makes the inner readable signal for a value.
  /// - Returns: A readable signal whose current value is `transform(value).value` (computed on
  ///   each read); it delivers the inner signal's changes, and the new inner signal's current
  ///   value on each switch.
  public func flatMapLatest<InnerKind: ReadableKind, Other>(
    _ transform: @escaping (Value) -> CoreSignal<InnerKind, Other>
  ) -> ReadSignal<Other> where Kind: ReadableKind {
    let read = getterFunction!
    return switchingLatest(getter: { transform(read()).value }, transform)
  }

  /// Implements both forms of `flatMapLatest`: a `getter` makes the result readable.
  private func switchingLatest<ResultKind: SignalKind, InnerKind, Other>(
    getter: (() -> Other)?,
    _ transform: @escaping (Value) -> CoreSignal<InnerKind, Other>
  ) -> CoreSignal<ResultKind, Other> {
    let outer = self
    return CoreSignal<ResultKind, Other>(
      getter: getter,
      subscribe: { downstream in
        let junction = Junction(downstream)
        let state = Lock(FlatMapLatestState())
        junction.add(Disposer { state.withLock { $0.takeInner() }?.dispose() })

        func switchTo(_ inner: CoreSignal<InnerKind, Other>, wantsCurrentValue: Bool) {
          let slot = SerialDisposable()
          let (generation, previous) = state.withLock { $0.replaceInner(with: slot) }
          previous?.dispose()
          slot.replace(
            with: inner.subscribe(
              Observer(forwardingTo: downstream, wantsCurrentValue: wantsCurrentValue) { event in
                let sent = Handoff(event)
                // Checked under the junction's lock: once a newer inner signal has delivered,
                // nothing of a replaced one can follow, whatever thread it sends on.
                junction.send(ordered: {
                  state.withLock { state -> Handoff<Event<Other>?> in
                    guard state.generation == generation else { return Handoff(nil) }
                    switch sent.value {
                    case .value: return Handoff(sent.value)
                    case .end:
                      guard ResultKind.isFinite else { return Handoff(nil) }
                      return Handoff(state.endInner() ? .end : nil)
                    case .failure: return Handoff(ResultKind.isFinite ? sent.value : nil)
                    }
                  }.value
                })
              }))
        }

        let isReadable = getter != nil
        // A readable result follows the inner signal of the outer's current value, which
        // arrives as the first event: subscribing for it, rather than reading it first, misses no
        // switch made in between (contract point 6). A subscriber that wants changes only
        // follows that first inner signal quietly.
        var awaitsCurrentValue = isReadable
        junction.add(
          outer.subscribe(
            Observer(forwardingTo: downstream, wantsCurrentValue: isReadable) { event in
              switch event {
              case .value(let value):
                let isCurrentValue = awaitsCurrentValue
                awaitsCurrentValue = false
                switchTo(
                  transform(value),
                  wantsCurrentValue: InnerKind.isReadable
                    && (!isCurrentValue || downstream.wantsCurrentValue))
              case .end:
                junction.send(ordered: { state.withLock { $0.endOuter() } ? .end : nil })
              case .failure(let error):
                junction.send(.failure(error))
              }
            }))
        return junction
      })
  }
}

/// The current inner subscription of `flatMapLatest`, and which sides have ended.
private struct FlatMapLatestState {
  /// Counts inner subscriptions, so that events of a replaced one are recognised and dropped.
  var generation = 0
  var inner: (any Disposable)?
  var isInnerRunning = false
  var isOuterRunning = true

  /// Makes `inner` current; returns its generation and the subscription it replaces.
  mutating func replaceInner(with inner: any Disposable) -> (Int, (any Disposable)?) {
    generation += 1
    isInnerRunning = true
    defer { self.inner = inner }
    return (generation, self.inner)
  }

  /// Takes the inner subscription for disposal; later events of it are dropped.
  mutating func takeInner() -> (any Disposable)? {
    generation += 1
    defer { inner = nil }
    return inner
  }

  /// Records that the current inner signal ended; returns whether the result ends with it.
  mutating func endInner() -> Bool {
    isInnerRunning = false
    inner = nil
    return !isOuterRunning
  }

  /// Records that the outer signal ended; returns whether the result ends with it.
  mutating func endOuter() -> Bool {
    isOuterRunning = false
    return !isInnerRunning
  }
}
