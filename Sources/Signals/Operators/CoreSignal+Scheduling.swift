extension CoreSignal where Value: Sendable {
  /// Returns a signal that delivers this signal's events on `scheduler`: the explicit way to
  /// move events across threads and actors.
  ///
  /// ```swift
  /// bag += downloads.progress.delivered(on: .main).onValue { bar.progress = $0 }
  /// ```
  ///
  /// - Parameter scheduler: Where to deliver; it runs work one item at a time, in order.
  /// - Returns: A signal of the same kind (without writability) whose subscribers are called on
  ///   `scheduler`, in the original order.
  /// - Note: Disposing on the scheduler's thread is final: events already queued for the
  ///   subscription are dropped. A readable signal's `value` reads the source directly, so it
  ///   may be ahead of the last delivered event.
  public func delivered(on scheduler: some Scheduler) -> CoreSignal<Kind.DropWrite, Value> {
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropWrite, Value>(
      getter: getterFunction,
      subscribe: { downstream in
        let gate = SubscriptionGate(observer: downstream, sourceSite: downstream.site)
        let upstream = Observer<Value>(
          isolation: nil, wantsCurrentValue: downstream.wantsCurrentValue, site: downstream.site
        ) { event in
          scheduler.perform { gate.send(event) }
        }
        gate.attach(subscribe(upstream))
        return gate
      })
  }

  /// Subscribes `callback` to every value, delivered on `scheduler`.
  ///
  /// ```swift
  /// bag += uploads.progress.onValue(on: .main) { bar.progress = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - scheduler: Where the callback runs, such as `.main`.
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - callback: Receives each value on `scheduler`.
  /// - Returns: The subscription; disposing it on `scheduler` drops values still queued.
  public func onValue(
    on scheduler: some Scheduler,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Value) -> Void
  ) -> Disposable {
    delivered(on: scheduler).onValue(isolation: isolation, fileID: fileID, line: line, callback)
  }

  /// Subscribes `callback` to every event, delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - scheduler: Where the callback runs, such as `.main`.
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - callback: Receives each event on `scheduler`.
  /// - Returns: The subscription; disposing it on `scheduler` drops events still queued.
  public func onEvent(
    on scheduler: some Scheduler,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Event<Value>) -> Void
  ) -> Disposable {
    delivered(on: scheduler).onEvent(isolation: isolation, fileID: fileID, line: line, callback)
  }
}
