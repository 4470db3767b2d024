import Synchronization

extension Feed {
  func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Feed<Value> {
    forwardingTerminals { value, sink in
      if isIncluded(value) { sink(.value(value)) }
    }
  }

  /// Drops each value that `isDuplicate` says repeats the previous one; `previous` supplies the
  /// value to compare the first one with (a readable signal's current value), if any.
  func distinct(
    previous: @escaping @Sendable () -> Value? = { nil },
    by isDuplicate: @escaping @Sendable (Value, Value) -> Bool
  ) -> Feed<Value> {
    Feed { sink in
      let last = Mutex(previous())
      return forwardingTerminals { value, sink in
        let before = last.withLock { last in
          defer { last = value }
          return last
        }
        if let before, isDuplicate(before, value) { return }
        sink(.value(value))
      }.subscribe(sink)
    }
  }

  func skip(_ count: Int) -> Feed<Value> {
    Feed { sink in
      let remaining = Mutex(count)
      return forwardingTerminals { value, sink in
        let skips = remaining.withLock { remaining in
          guard remaining > 0 else { return false }
          remaining -= 1
          return true
        }
        if !skips { sink(.value(value)) }
      }.subscribe(sink)
    }
  }

  func take(_ count: Int) -> Feed<Value> {
    Feed { sink in
      guard count > 0 else {
        sink(.end)
        return NilDisposer()
      }
      let remaining = Mutex(count)
      let upstream = LateDisposable()
      upstream.set(
        subscribe { event in
          guard case .value = event else {
            sink(event)
            return
          }
          let left = remaining.withLock { remaining in
            guard remaining > 0 else { return -1 }
            remaining -= 1
            return remaining
          }
          guard left >= 0 else { return }
          sink(event)
          if left == 0 {
            sink(.end)
            upstream.dispose()
          }
        })
      return upstream
    }
  }

  func take<Other>(until other: Feed<Other>) -> Feed<Value> {
    Feed { downstream in
      let junction = Junction(downstream)
      junction.add(
        other.subscribe { event in
          switch event {
          case .value: junction.send(.end)
          case .end: break
          case .failure(let error): junction.send(.failure(error))
          }
        })
      if !junction.isClosed { junction.add(subscribe { junction.send($0) }) }
      return junction
    }
  }
}
