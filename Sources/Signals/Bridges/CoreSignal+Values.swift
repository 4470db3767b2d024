extension CoreSignal where Value: Sendable {
  /// The signal's values as an asynchronous sequence, buffering without limit.
  ///
  /// ```swift
  /// for await query in searchField.text.values {
  ///   results = try await search(query)
  /// }
  /// ```
  ///
  /// - Note: The subscription starts when this property is read and ends when iteration ends
  ///   (leaving the loop with `break` included, even while the sequence is still held) or its
  ///   task is cancelled. A readable signal's sequence starts with its changes; read
  ///   `atOnce().values` to start with the current value. A finite signal's end finishes the
  ///   sequence; use `throwingValues` to see its failure.
  public var values: SignalValues<Value> {
    values(bufferingPolicy: .unbounded)
  }

  /// Returns the signal's values as an asynchronous sequence with the given buffering policy.
  ///
  /// ```swift
  /// for await position in scrollView.contentOffset.values(bufferingPolicy: .bufferingNewest(1)) {
  ///   await render(at: position)
  /// }
  /// ```
  ///
  /// - Parameter bufferingPolicy: What to keep while the consumer is busy.
  /// - Returns: A sequence that subscribes now and unsubscribes when iteration ends.
  public func values(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy
  ) -> SignalValues<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: bufferingPolicy)
    let subscription = subscribe(
      Observer(isolation: nil) { event in
        switch event {
        case .value(let value): continuation.yield(value)
        case .end, .failure: continuation.finish()
        }
      })
    continuation.onTermination = { _ in subscription.dispose() }
    // Leaving the loop discards the iterator but not the stream a caller may still hold, so the
    // stream's own termination would come too late: the iterator's end finishes it.
    let ending = IterationEnd {
      subscription.dispose()
      continuation.finish()
    }
    return SignalValues(stream: stream, ending: ending)
  }
}

extension CoreSignal where Kind == FiniteKind, Value: Sendable {
  /// The finite signal's values as an asynchronous sequence that finishes at the end and throws
  /// the failure.
  ///
  /// ```swift
  /// for try await progress in upload.throwingValues { bar.progress = progress }
  /// ```
  ///
  /// - Note: The subscription starts when this property is read and ends when iteration ends
  ///   (leaving the loop with `break` included, even while the sequence is still held) or its
  ///   task is cancelled.
  public var throwingValues: SignalThrowingValues<Value> {
    throwingValues(bufferingPolicy: .unbounded)
  }

  /// Returns the finite signal's values as an asynchronous sequence with the given buffering
  /// policy, finishing at the end and throwing the failure.
  ///
  /// - Parameter bufferingPolicy: What to keep while the consumer is busy.
  /// - Returns: A sequence that subscribes now and unsubscribes when iteration ends.
  public func throwingValues(
    bufferingPolicy: AsyncThrowingStream<Value, any Error>.Continuation.BufferingPolicy
  ) -> SignalThrowingValues<Value> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: Value.self, throwing: (any Error).self, bufferingPolicy: bufferingPolicy)
    let subscription = subscribe(
      Observer(isolation: nil) { event in
        switch event {
        case .value(let value): continuation.yield(value)
        case .end: continuation.finish()
        case .failure(let error): continuation.finish(throwing: error)
        }
      })
    continuation.onTermination = { _ in subscription.dispose() }
    // As for `values`: the iterator's end finishes the stream a caller may still hold.
    let ending = IterationEnd {
      subscription.dispose()
      continuation.finish()
    }
    return SignalThrowingValues(stream: stream, ending: ending)
  }
}
