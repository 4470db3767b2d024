import Synchronization

extension Feed {
  /// Delivers an array of the latest value of every feed each time one of them delivers, once
  /// all have delivered at least one. Ends once all have ended, or at once when a feed ends
  /// without ever delivering (no array can follow); fails at the first failure.
  static func combineLatest(_ feeds: [Feed<Value>]) -> Feed<[Value]> {
    Feed<[Value]> { downstream in
      let junction = Junction(downstream)
      let state = Mutex(CombineLatestState<Value>(count: feeds.count))
      if feeds.isEmpty { junction.send(.end) }
      for (index, feed) in feeds.enumerated() where !junction.isClosed {
        junction.add(
          feed.subscribe { event in
            switch event {
            case .value(let value):
              let combined = state.withLock { $0.update(index, with: value) }
              if let combined { junction.send(.value(combined)) }
            case .end:
              if state.withLock({ $0.end(index) }) { junction.send(.end) }
            case .failure(let error):
              junction.send(.failure(error))
            }
          })
      }
      return junction
    }
  }

}

/// Combines two feeds of different types; see `Feed.combineLatest(_:)`.
func combineLatestPair<First, Second>(
  _ first: Feed<First>, _ second: Feed<Second>
) -> Feed<(First, Second)> {
  let either = Feed<Either<First, Second>>.combineLatest([
    first.map(Either.first), second.map(Either.second),
  ])
  return either.map { pair in
    guard case .first(let first) = pair[0], case .second(let second) = pair[1] else {
      preconditionFailure("combineLatest keeps each input's values at its own index")
    }
    return (first, second)
  }
}

/// The latest values of the inputs of `combineLatest`, and which have ended.
private struct CombineLatestState<Value> {
  var latest: [Value?]
  var missing: Int
  var running: Int

  init(count: Int) {
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
  }

  /// Stores `value` for input `index`; returns the combined values once every input has one.
  mutating func update(_ index: Int, with value: Value) -> [Value]? {
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    guard missing == 0 else { return nil }
    return latest.map { $0! }
  }

  /// Records that input `index` ended; returns whether the combination ends with it.
  mutating func end(_ index: Int) -> Bool {
    running -= 1
    return running == 0 || latest[index] == nil
  }
}

/// One of two types, so inputs of different types can share one `combineLatest`.
private enum Either<First, Second> {
  case first(First)
  case second(Second)
}

extension Either: Sendable where First: Sendable, Second: Sendable {}
