import Signals
import Synchronization

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension CoreSignal where Kind == ReadWriteKind {
  /// Binds this signal and `subject` both ways: the subject receives the signal's current value
  /// now and every later one, and what is sent to the subject sets the signal.
  ///
  /// ```swift
  /// let name = ReadWriteSignal("Ada")
  /// let field = CurrentValueSubject<String, Never>("")
  /// bag += name.bidirectionallyBind(to: field)  // field.value == "Ada"
  /// field.send("Grace")                          // name.value == "Grace"
  /// ```
  ///
  /// - Parameter subject: The subject to keep in step with this signal.
  /// - Returns: The binding; disposing it (or cancelling the subject's subscription) stops both
  ///   directions.
  /// - Note: A change is never echoed back to the side it came from, so the two never ping-pong
  ///   and each change reaches each side once. A change made to either side while a change is
  ///   being passed across (an observer writing back, such as a subject subscriber that clamps
  ///   what it receives) is passed on once that one is over, so both sides end on the last value
  ///   written: for a `CurrentValueSubject`, its `value`; for another subject, the last value it
  ///   delivered to the binding (a subject with several subscribers may deliver sends nested in
  ///   one another out of order). Change the two sides from one thread or actor at a time. The subject's
  ///   completion ends the subject-to-signal direction.
  public func bidirectionallyBind<Target: Subject>(to subject: Target) -> Disposable
  where Target.Output == Value, Target.Failure == Never {
    let setter = self.setter!
    let current = (subject as? CurrentValueSubject<Value, Never>).map { subject in
      { subject.value }
    }
    let state = Mutex(TwoWayBinding<Value>())
    // Carries out an action, then whatever change was made to a side meanwhile, until none was.
    func carryOut(_ first: Unchecked<TwoWayBinding<Value>.Action?>) {
      var next = first.value
      while let action = next {
        switch action {
        case .setSignal(let value): setter(value)
        case .sendToSubject(let value): subject.send(value)
        }
        let subjectValue = Unchecked(current?())
        next = state.withLock { Unchecked($0.passed(subjectValue: subjectValue.value)) }.value
      }
    }
    let fromSubject = subject.sink { value in
      let delivered = Unchecked(value)
      carryOut(state.withLock { Unchecked($0.subjectDelivered(delivered.value)) })
    }
    let fromSignal = subscribe(
      Observer(isolation: nil) { event in
        guard case .value(let value) = event else { return }
        let delivered = Unchecked(value)
        carryOut(state.withLock { Unchecked($0.signalDelivered(delivered.value)) })
      })
    let initial = Unchecked(value)
    carryOut(state.withLock { Unchecked($0.bind(initial.value)) })
    let cancellable = Unchecked(fromSubject)  // Only cancelled, once, by the Disposer.
    return Disposer {
      fromSignal.dispose()
      cancellable.value.cancel()
    }
  }
}
