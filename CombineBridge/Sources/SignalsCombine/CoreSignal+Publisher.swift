import Signals

extension CoreSignal where Kind == PlainKind {
  /// A Combine publisher of the signal's values; it never completes.
  ///
  /// ```swift
  /// kit.didSelect.publisher
  ///   .map(\.sender)
  ///   .sink { print("opened a message from", $0) }
  ///   .store(in: bag)
  /// ```
  ///
  /// - Note: See ``SignalPublisher`` for demand and cancellation.
  public var publisher: SignalPublisher<Value, Never> {
    SignalPublisher(self)
  }
}

extension CoreSignal where Kind: ReadableKind {
  /// A Combine publisher of the signal's changes; it never completes.
  ///
  /// As when listening, the current value is not published first: publish
  /// `signal.atOnce().publisher` to start with it, as `CurrentValueSubject` does.
  ///
  /// ```swift
  /// count.atOnce().publisher.sink { print($0) }.store(in: bag)  // prints the count at once
  /// ```
  public var publisher: SignalPublisher<Value, Never> {
    SignalPublisher(self)
  }
}

extension CoreSignal where Kind == FiniteKind {
  /// A Combine publisher of the finite signal's values that finishes at its end and fails with
  /// its failure.
  ///
  /// ```swift
  /// upload.progress.publisher
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { bar.progress = $0 })
  ///   .store(in: bag)
  /// ```
  public var publisher: SignalPublisher<Value, any Error> {
    SignalPublisher(self)
  }
}
