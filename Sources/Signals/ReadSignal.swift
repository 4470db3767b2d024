/// A signal with a current `value`, such as a model property observed for changes.
///
/// Listening delivers changes; ``CoreSignal/atOnce()`` delivers the current value first.
///
/// ```swift
/// let title: ReadSignal<String> = model.title.readOnly()
/// bag += title.atOnce().onValue { label.text = $0 }
/// ```
public typealias ReadSignal<Value> = CoreSignal<ReadKind, Value>

extension CoreSignal where Kind == ReadKind {
  /// Creates a readable signal whose value never changes.
  ///
  /// ```swift
  /// let title = ReadSignal(constant: "Inbox")
  /// bag += title.atOnce().onValue { label.text = $0 }  // sets "Inbox" once
  /// ```
  ///
  /// - Parameter value: The value it always has; `atOnce()` delivers it, nothing follows.
  public init(constant value: Value) {
    self.init(
      getter: { value },
      subscribe: { observer in
        if observer.wantsCurrentValue { observer.deliver(.value(value)) }
        return NilDisposer()
      })
  }
}

extension CoreSignal where Kind: ReadableKind {
  /// The current value.
  ///
  /// - Note: Reading is thread-safe. The value may already be newer than the last event a
  ///   subscriber received while a change is being delivered.
  @inlinable
  public var value: Value {
    getterFunction!()
  }

  /// Returns a signal that delivers the current value on subscription, then every change.
  ///
  /// ```swift
  /// bag += count.atOnce().onValue { print($0) }  // prints the current count at once
  /// ```
  ///
  /// - Returns: A plain signal starting with the current value.
  /// - Note: No change is missed between reading the current value and subscribing: for a
  ///   ``ReadWriteSignal`` both happen under one lock. When the source is delivering on another
  ///   thread (or this subscription is made from inside one of its callbacks), the current value
  ///   is queued behind the event under way and delivered in order by that thread.
  public func atOnce() -> Signal<Value> {
    let subscribe = subscribeFunction
    return Signal(subscribe: { downstream in
      subscribe(Observer(forwardingTo: downstream, wantsCurrentValue: true, downstream.callback))
    })
  }
}

extension CoreSignal {
  /// Returns a plain signal of this signal's values, without a current value or an end.
  ///
  /// - Returns: A ``Signal`` delivering the same values (a finite signal's end or failure is
  ///   dropped).
  public func plain() -> Signal<Value> {
    let subscribe = subscribeFunction
    if Kind.isFinite {
      return Signal(subscribe: { downstream in
        subscribe(
          Observer(forwardingTo: downstream, wantsCurrentValue: false) { event in
            if case .value = event { downstream.receive(event) }
          })
      })
    }
    return Signal(subscribe: { downstream in
      subscribe(Observer(forwardingTo: downstream, wantsCurrentValue: false, downstream.callback))
    })
  }
}
