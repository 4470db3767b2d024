/// A signal of values with no current value and no end, such as taps or notifications.
///
/// ```swift
/// let taps = Emitter<Int>()
/// let bag = DisposeBag()
/// bag += taps.signal.onValue { print("tapped row", $0) }
/// taps.send(3)  // prints "tapped row 3"
/// ```
public typealias Signal<Value> = CoreSignal<PlainKind, Value>

extension CoreSignal where Kind == PlainKind {
  /// Creates a signal from a callback API: `setUp` runs once per subscription with a callback
  /// to send values to, and returns what stops the producer.
  ///
  /// ```swift
  /// let ticks = Signal<Int> { callback in
  ///   let timer = clock.every(.seconds(1)) { callback($0) }
  ///   return Disposer { timer.cancel() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - setUp: Starts producing for one subscriber; the callback may be called from any
  ///     thread, also before `setUp` returns.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: Whatever threads the producer calls from, its subscriber receives values one at a
  ///   time and in order, and nothing after the subscription is disposed; the disposable
  ///   `setUp` returns is disposed exactly once, when the subscription ends.
  public init(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ setUp: @escaping (_ callback: @escaping @Sendable (Value) -> Void) -> Disposable
  ) {
    let site = SourceSite(fileID: fileID, line: line)
    self.init(subscribe: { observer in
      let gate = SubscriptionGate(observer: observer, sourceSite: site)
      gate.attach(setUp { value in gate.send(.value(value)) })
      return gate
    })
  }
}
