extension CoreSignal where Value: Sendable {
  /// Returns the signal's values as an asynchronous sequence that also finishes when `bag` is
  /// disposed, so a loop over it ends with the object that owns the bag.
  ///
  /// ```swift
  /// Task {
  ///   for await message in kit.didSelect.values(disposedBy: bag) {
  ///     await markAsRead(message)
  ///   }
  ///   // reached when `bag` is disposed (or the task is cancelled)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - bufferingPolicy: What to keep while the consumer is busy; unbounded by default.
  ///   - bag: The bag whose disposal ends the subscription and finishes the sequence.
  /// - Returns: A sequence that subscribes now. Disposing `bag` ends the subscription and
  ///   finishes the sequence after the values already buffered; cancelling the consuming task
  ///   or ending iteration ends the subscription and leaves `bag` with nothing to do.
  public func values(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded,
    disposedBy bag: DisposeBag
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: bufferingPolicy)
    let subscription = subscribe(
      Observer(isolation: nil) { event in
        switch event {
        case .value(let value): continuation.yield(value)
        case .end, .failure: continuation.finish()
        }
      })
    let ending = Disposer {
      subscription.dispose()
      continuation.finish()
    }
    continuation.onTermination = { _ in ending.dispose() }
    bag += ending
    return stream
  }
}
