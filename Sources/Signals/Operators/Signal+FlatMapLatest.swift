import Synchronization

extension Feed {
  /// Subscribes to the feed `transform` makes of each value, delivering its events until the
  /// next value arrives; the previous inner subscription is disposed first. Ends once this feed
  /// and the current inner feed have both ended; fails when either fails.
  func flatMapLatest<Other>(
    _ transform: @escaping @Sendable (Value) -> Feed<Other>
  ) -> Feed<Other> {
    Feed<Other> { downstream in
      let junction = Junction(downstream)
      let state = Mutex(FlatMapLatestState())
      junction.add(
        Disposer {
          state.withLock { $0.takeInner() }?.dispose()
        })
      let outer = subscribe { event in
        switch event {
        case .value(let value):
          let inner = LateDisposable()
          let (generation, previous) = state.withLock { $0.replaceInner(with: inner) }
          previous?.dispose()
          inner.set(
            transform(value).subscribe { event in
              guard state.withLock({ $0.generation == generation }) else { return }
              switch event {
              case .value, .failure:
                junction.send(event)
              case .end:
                if state.withLock({ $0.endInner() }) { junction.send(.end) }
              }
            })
        case .end:
          if state.withLock({ $0.endOuter() }) { junction.send(.end) }
        case .failure(let error):
          junction.send(.failure(error))
        }
      }
      junction.add(outer)
      return junction
    }
  }
}

/// The current inner subscription of `flatMapLatest`, and which sides have ended.
private struct FlatMapLatestState {
  /// Counts inner subscriptions, so events of a replaced one are recognised and dropped.
  var generation = 0
  var inner: (any Disposable)?
  var isInnerRunning = false
  var isOuterRunning = true

  /// Makes `inner` current; returns its generation and the subscription it replaces.
  mutating func replaceInner(with inner: any Disposable) -> (Int, (any Disposable)?) {
    generation += 1
    defer { self.inner = inner }
    isInnerRunning = true
    return (generation, self.inner)
  }

  mutating func takeInner() -> (any Disposable)? {
    generation += 1
    defer { inner = nil }
    return inner
  }

  /// Records that the current inner feed ended; returns whether the result ends with it.
  mutating func endInner() -> Bool {
    isInnerRunning = false
    inner = nil
    return !isOuterRunning
  }

  /// Records that the outer feed ended; returns whether the result ends with it.
  mutating func endOuter() -> Bool {
    isOuterRunning = false
    return !isInnerRunning
  }
}
