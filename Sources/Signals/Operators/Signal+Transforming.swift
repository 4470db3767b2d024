extension CoreSignal {
  /// Returns a signal that delivers each value transformed by `transform`.
  ///
  /// ```swift
  /// let count = ReadWriteSignal(2)
  /// let label: ReadSignal<String> = count.map { "\($0) items" }
  /// label.value  // "2 items"
  /// ```
  ///
  /// - Parameter transform: Applied to each value, on the emitting thread.
  /// - Returns: A signal of the same kind without writability: a readable signal's map is
  ///   readable (its `value` is `transform(value)`, computed on each read), a finite one stays
  ///   finite with the same end or failure.
  @inlinable
  public func map<Other>(
    _ transform: @escaping (Value) -> Other
  ) -> CoreSignal<Kind.DropWrite, Other> {
    forwarding(getter: getter.map { read in { transform(read()) } }) { downstream in
      { event in downstream.receive(event.map(transform)) }
    }
  }

  /// Returns a signal that delivers the non-`nil` results of `transform`.
  ///
  /// ```swift
  /// let numbers = input.compactMap { Int($0) }  // drops text that is not a number
  /// ```
  ///
  /// - Parameter transform: Applied to each value; `nil` drops it.
  /// - Returns: A plain signal (a finite one for a finite input): a readable input's current
  ///   value may have no result, so readability is dropped.
  public func compactMap<Other>(
    _ transform: @escaping (Value) -> Other?
  ) -> CoreSignal<Kind.DropReadWrite, Other> {
    forwardingValues { downstream in
      { value in
        if let result = transform(value) { downstream.receive(.value(result)) }
      }
    }
  }

  /// Returns a signal that delivers the running result of combining each value into an
  /// accumulator that starts at `initial`.
  ///
  /// ```swift
  /// let total = purchases.scan(0) { sum, price in sum + price }
  /// // purchases: 3, 4, 5  →  total: 3, 7, 12
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The accumulator each subscription starts from.
  ///   - combine: Returns the next accumulator from the current one and a value.
  /// - Returns: A plain signal (a finite one for a finite input) of accumulators; it does not
  ///   deliver `initial` itself.
  /// - Note: Each subscription accumulates on its own.
  public func scan<Result>(
    _ initial: Result, _ combine: @escaping (Result, Value) -> Result
  ) -> CoreSignal<Kind.DropReadWrite, Result> {
    forwardingValues { downstream in
      // Upstream delivers one value at a time, so the accumulator needs no lock; it is
      // captured by this subscription's handler only.
      var accumulator = initial
      return { value in
        accumulator = combine(accumulator, value)
        downstream.receive(.value(accumulator))
      }
    }
  }

  /// Returns a signal that delivers values in arrays of `count`; a finite signal's last,
  /// shorter array is delivered when it ends.
  ///
  /// ```swift
  /// let pairs = taps.buffer(count: 2)
  /// // taps: 1, 2, 3, 4, 5 then end  →  pairs: [1, 2], [3, 4], [5] then end
  /// ```
  ///
  /// - Parameter count: The size of each array; must be positive.
  /// - Returns: A plain signal (a finite one for a finite input) of arrays.
  /// - Note: On failure the incomplete array is dropped.
  public func buffer(count: Int) -> CoreSignal<Kind.DropReadWrite, [Value]> {
    precondition(count > 0, "buffer(count:) needs a positive count, such as buffer(count: 2)")
    return forwardingGuarded { downstream, subscription in
      var buffer: [Value] = []
      return { event in
        switch event {
        case .value(let value):
          buffer.append(value)
          guard buffer.count == count else { return }
          let full = buffer
          buffer.removeAll(keepingCapacity: true)
          downstream.receive(.value(full))
        case .end:
          let rest = buffer
          buffer.removeAll()
          if !rest.isEmpty { downstream.receive(.value(rest)) }
          if !subscription.isDisposed { downstream.receive(.end) }
        case .failure(let error):
          buffer.removeAll()
          downstream.receive(.failure(error))
        }
      }
    }
  }
}

extension CoreSignal where Kind == FiniteKind {
  /// Returns a finite signal that delivers all values in one array when this signal ends.
  ///
  /// ```swift
  /// let pages = download.collect()
  /// // download: a, b, c then end  →  pages: [a, b, c] then end
  /// ```
  ///
  /// - Returns: A finite signal of one array (empty if no value came), then the end; a failure
  ///   is delivered instead, without the array.
  public func collect() -> FiniteSignal<[Value]> {
    forwardingGuarded { downstream, subscription in
      var collected: [Value] = []
      return { event in
        switch event {
        case .value(let value):
          collected.append(value)
        case .end:
          let all = collected
          collected.removeAll()
          downstream.receive(.value(all))
          if !subscription.isDisposed { downstream.receive(.end) }
        case .failure(let error):
          collected.removeAll()
          downstream.receive(.failure(error))
        }
      }
    }
  }
}
