extension Feed {
  func mapError(_ transform: @escaping @Sendable (any Error) -> any Error) -> Feed<Value> {
    Feed { sink in
      subscribe { event in
        if case .failure(let error) = event {
          sink(.failure(transform(error)))
        } else {
          sink(event)
        }
      }
    }
  }
}
