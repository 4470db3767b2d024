import Synchronization

extension Feed {
  func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Feed<Other> {
    Feed<Other> { sink in subscribe { sink($0.map(transform)) } }
  }

  func compactMap<Other>(_ transform: @escaping @Sendable (Value) -> Other?) -> Feed<Other> {
    forwardingTerminals { value, sink in
      if let transformed = transform(value) { sink(.value(transformed)) }
    }
  }

  func scan<Result: Sendable>(
    _ initial: Result, _ combine: @escaping @Sendable (Result, Value) -> Result
  ) -> Feed<Result> {
    Feed<Result> { sink in
      // One accumulator per subscription; upstream delivers one value at a time.
      let accumulator = Mutex(initial)
      return forwardingTerminals { value, sink in
        let next = accumulator.withLock { accumulated in
          accumulated = combine(accumulated, value)
          return accumulated
        }
        sink(.value(next))
      }.subscribe(sink)
    }
  }

  func buffer(count: Int) -> Feed<[Value]> {
    Feed<[Value]> { sink in
      let buffer = Mutex<[Value]>([])
      return subscribe { event in
        switch event {
        case .value(let value):
          let full = buffer.withLock { buffer -> [Value]? in
            buffer.append(value)
            guard buffer.count == count else { return nil }
            defer { buffer.removeAll(keepingCapacity: true) }
            return buffer
          }
          if let full { sink(.value(full)) }
        case .end:
          let rest = buffer.withLock { buffer in
            defer { buffer.removeAll() }
            return buffer
          }
          if !rest.isEmpty { sink(.value(rest)) }
          sink(.end)
        case .failure(let error):
          sink(.failure(error))
        }
      }
    }
  }

  func collect() -> Feed<[Value]> {
    Feed<[Value]> { sink in
      let collected = Mutex<[Value]>([])
      return subscribe { event in
        switch event {
        case .value(let value):
          collected.withLock { $0.append(value) }
        case .end:
          sink(.value(collected.withLock { $0 }))
          sink(.end)
        case .failure(let error):
          sink(.failure(error))
        }
      }
    }
  }
}
