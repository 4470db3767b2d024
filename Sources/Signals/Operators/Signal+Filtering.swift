extension CoreSignal {
  /// Returns a signal that delivers only the values that satisfy `isIncluded`.
  ///
  /// ```swift
  /// let evens = numbers.filter { $0.isMultiple(of: 2) }
  /// ```
  ///
  /// - Parameter isIncluded: Returns whether to deliver a value.
  /// - Returns: A plain signal (a finite one for a finite input): a readable input's current
  ///   value may not satisfy the predicate, so readability is dropped.
  @inlinable
  public func filter(
    _ isIncluded: @escaping (Value) -> Bool
  ) -> CoreSignal<Kind.DropReadWrite, Value> {
    forwardingValues { downstream in
      { value in
        if isIncluded(value) { downstream.receive(.value(value)) }
      }
    }
  }

  /// Returns a signal that drops each value `isDuplicate` says repeats the one before it.
  ///
  /// ```swift
  /// let initials = names.distinct { $0.first == $1.first }
  /// // names: Ann, Alan, Bob, Bea, Al  →  initials: Ann, Bob, Al
  /// ```
  ///
  /// - Parameter isDuplicate: Returns whether the second value repeats the first (the previous
  ///   value that arrived, delivered or not).
  /// - Returns: A signal of the same kind without writability: a readable input stays readable
  ///   (its current value is the last one, never a dropped repeat). A readable input's first
  ///   change is compared with its current value at subscription.
  public func distinct(
    by isDuplicate: @escaping (Value, Value) -> Bool
  ) -> CoreSignal<Kind.DropWrite, Value> {
    let subscribe = subscribeFunction
    return CoreSignal<Kind.DropWrite, Value>(
      getter: getter,
      subscribe: { downstream in
        // A readable input's first change is compared with its current value, which arrives
        // as the first event: subscribing for it, rather than reading it first, misses no change
        // made in between (contract point 6).
        var awaitsCurrentValue = Kind.isReadable && !downstream.wantsCurrentValue
        var previous: Value?
        return subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: Kind.isReadable ? true : nil) {
            event in
            guard case .value(let value) = event else { return downstream.receive(event) }
            defer { previous = value }
            if awaitsCurrentValue {
              awaitsCurrentValue = false
              return
            }
            if let previous, isDuplicate(previous, value) { return }
            downstream.receive(.value(value))
          })
      })
  }

  /// Returns a signal that drops each value equal to the one before it.
  ///
  /// ```swift
  /// let changes = ReadWriteSignal(1)
  /// bag += changes.distinct().onValue { print($0) }
  /// changes.value = 1  // nothing: equal to the current value
  /// changes.value = 2  // prints 2
  /// ```
  ///
  /// - Returns: A signal of the same kind without writability; see ``distinct(by:)``.
  public func distinct() -> CoreSignal<Kind.DropWrite, Value> where Value: Equatable {
    distinct(by: ==)
  }

  /// Returns a signal that drops the first `count` values of each subscription.
  ///
  /// - Parameter count: How many values to drop; zero or more.
  /// - Returns: A plain signal (a finite one for a finite input).
  public func skip(_ count: Int) -> CoreSignal<Kind.DropReadWrite, Value> {
    precondition(count >= 0, "skip(_:) needs a count of zero or more")
    return forwardingValues { downstream in
      var remaining = count
      return { value in
        guard remaining == 0 else {
          remaining -= 1
          return
        }
        downstream.receive(.value(value))
      }
    }
  }

  /// Returns a finite signal that delivers the first `count` values, then ends.
  ///
  /// ```swift
  /// let firstThree: FiniteSignal<Int> = ticks.take(3)
  /// // ticks: 1, 2, 3, 4…  →  firstThree: 1, 2, 3 then end
  /// ```
  ///
  /// - Parameter count: How many values to deliver; zero ends at once.
  /// - Returns: A finite signal; it also ends (or fails) when this signal does, with fewer
  ///   values. For a readable signal, call `atOnce()` first to count the current value.
  /// - Note: The subscription to this signal is disposed right after the end.
  public func take(_ count: Int) -> FiniteSignal<Value> {
    precondition(count >= 0, "take(_:) needs a count of zero or more")
    guard count > 0 else {
      return FiniteSignal(subscribe: { downstream in
        downstream.deliver(.end)
        return NilDisposer()
      })
    }
    return forwardingGuarded(wantsCurrentValue: false) { downstream, subscription in
      var remaining = count
      return { event in
        guard remaining > 0 else { return }
        if event.isTerminal { remaining = 0 }
        downstream.receive(event)
        guard case .value = event else { return }
        remaining -= 1
        guard remaining == 0, !subscription.isDisposed else { return }
        downstream.receive(.end)
        subscription.dispose()
      }
    }
  }

  /// Returns a finite signal that delivers this signal's values until `other` delivers a
  /// value, then ends.
  ///
  /// ```swift
  /// let progressUntilCancelled = download.progress.take(until: cancelButton.taps)
  /// ```
  ///
  /// - Parameter other: The signal that stops delivery; its end is ignored, and its failure
  ///   fails the result.
  /// - Returns: A finite signal; it also ends or fails when this signal does.
  /// - Note: Both subscriptions are disposed as soon as the result ends.
  public func take<OtherKind, Other>(
    until other: CoreSignal<OtherKind, Other>
  ) -> FiniteSignal<Value> {
    let subscribe = subscribeFunction
    return FiniteSignal(subscribe: { downstream in
      let junction = Junction(downstream)
      junction.add(
        other.subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            switch event {
            case .value: junction.send(.end)
            case .end: break
            case .failure(let error): junction.send(.failure(error))
            }
          }))
      if !junction.isClosed {
        junction.add(
          subscribe(Observer(forwardingTo: downstream, wantsCurrentValue: false, junction.send)))
      }
      return junction
    })
  }

  /// Returns a finite signal that delivers the first value, then ends.
  ///
  /// ```swift
  /// let firstResult: FiniteSignal<Result> = search.results.first()
  /// ```
  ///
  /// - Returns: The equivalent of `take(1)`; for a readable signal, call `atOnce()` first to
  ///   get the current value.
  public func first() -> FiniteSignal<Value> {
    take(1)
  }

  /// Calls `callback` with the first value, then ends the subscription.
  ///
  /// ```swift
  /// bag += session.user.onFirstValue { user in analytics.identify(user) }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - fileID: Where the subscription is made, for debug messages; filled in by the compiler.
  ///   - line: The line of the subscription, for debug messages; filled in by the compiler.
  ///   - callback: Receives the first value, once.
  /// - Returns: The subscription; disposing it before the first value cancels the callback.
  public func onFirstValue(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Value) -> Void
  ) -> Disposable {
    take(1).onValue(isolation: isolation, fileID: fileID, line: line, callback)
  }
}
