import Synchronization

extension Feed {
  /// Delivers the values of every feed as they come; ends once all have ended, fails at the
  /// first failure.
  static func merge(_ feeds: [Feed<Value>]) -> Feed<Value> {
    Feed { downstream in
      let junction = Junction(downstream)
      let running = Mutex(feeds.count)
      if feeds.isEmpty { junction.send(.end) }
      for feed in feeds where !junction.isClosed {
        junction.add(
          feed.subscribe { event in
            guard case .end = event else {
              junction.send(event)
              return
            }
            let isLast = running.withLock { running in
              running -= 1
              return running == 0
            }
            if isLast { junction.send(.end) }
          })
      }
      return junction
    }
  }

  /// Pairs each value with the latest value of `other`; values arriving before `other` has
  /// delivered one are dropped. `other` is subscribed first, so a readable `other` delivering
  /// its current value at once is ready for this feed's first value.
  func withLatest<Other>(from other: Feed<Other>) -> Feed<(Value, Other)> {
    Feed<(Value, Other)> { downstream in
      let junction = Junction(downstream)
      let latest = Mutex<Other?>(nil)
      junction.add(
        other.subscribe { event in
          switch event {
          case .value(let value): latest.withLock { $0 = value }
          case .end: break
          case .failure(let error): junction.send(.failure(error))
          }
        })
      guard !junction.isClosed else { return junction }
      junction.add(
        subscribe { event in
          switch event {
          case .value(let value):
            if let other = latest.withLock({ $0 }) { junction.send(.value((value, other))) }
          case .end: junction.send(.end)
          case .failure(let error): junction.send(.failure(error))
          }
        })
      return junction
    }
  }

  /// Delivers `values` to each new subscriber, then this feed's events.
  func start(with values: [Value]) -> Feed<Value> {
    Feed { downstream in
      let junction = Junction(downstream)
      for value in values where !junction.isClosed { junction.send(.value(value)) }
      if !junction.isClosed { junction.add(subscribe { junction.send($0) }) }
      return junction
    }
  }
}
