import Signals

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
  ///   and each change reaches each side once. Change the two sides from one thread or actor at
  ///   a time: while one change is being passed across, a change arriving from another thread
  ///   at the other side is not passed on. The subject's completion ends the subject-to-signal
  ///   direction.
  public func bidirectionallyBind<Target: Subject>(to subject: Target) -> Disposable
  where Target.Output == Value, Target.Failure == Never {
    let echo = EchoGuard()  // Closed until both sides agree: the subject's replay is no change.
    let setter = self.setter!
    let fromSubject = subject.sink { value in echo.pass { setter(value) } }
    subject.send(value)
    echo.open()
    let fromSignal = subscribe(
      Observer(isolation: nil) { event in
        if case .value(let value) = event { echo.pass { subject.send(value) } }
      })
    let cancellable = Unchecked(fromSubject)  // Only cancelled, once, by the Disposer.
    return Disposer {
      fromSignal.dispose()
      cancellable.value.cancel()
    }
  }
}
