/// A stream of events of a given kind: the one type behind ``Signal``, ``ReadSignal``,
/// ``ReadWriteSignal`` and ``FiniteSignal``.
///
/// A signal is a description of how to subscribe; it holds no subscriptions itself. Listening
/// (``onValue(isolation:fileID:line:_:)``) subscribes and returns a ``Disposable`` that ends the
/// subscription. The `Kind` parameter (``SignalKind``) says whether the signal has a current
/// value, a settable one, or can end, so one operator definition serves every kind:
///
/// ```swift
/// let count = ReadWriteSignal(0)
/// let label: ReadSignal<String> = count.map { "\($0) items" }  // map keeps readability
/// let bag = DisposeBag()
/// bag += label.atOnce().onValue { print($0) }  // prints "0 items"
/// count.value = 2  // prints "2 items"
/// ```
///
/// - Note: Signals are thread-agnostic pipes: events are delivered synchronously on the thread
///   that emits them, operators' closures run there too, and a callback subscribed from an actor
///   is checked (in debug builds) to be called on that actor. See <doc:Threading>.
public struct CoreSignal<Kind: SignalKind, Value>: @unchecked Sendable {
  // Unchecked: the stored closures are immutable and are called from emitting threads by design;
  // the sources behind them are thread-safe, and each subscriber's isolation is recorded in its
  // `Observer` and checked before delivery in debug builds.

  @usableFromInline let subscribeFunction: (Observer<Value>) -> Disposable
  @usableFromInline let getterFunction: (() -> Value)?
  @usableFromInline let setterFunction: ((Value) -> Void)?

  /// Creates a signal from the function that subscribes an observer, plus a getter for readable
  /// kinds and a setter for writable ones; this is how operators are written.
  ///
  /// The subscribe function must keep the contract that ``Observer`` and the listening methods
  /// promise: deliver events one at a time and in order, deliver the current value first when
  /// ``Observer/wantsCurrentValue`` is set (readable kinds), deliver nothing after the returned
  /// disposable is disposed on the delivering thread, and deliver nothing after a terminal event.
  /// Forwarding from an upstream signal's callback keeps it; to wrap an arbitrary callback API,
  /// use the checked initializers (`Signal { callback in … }`) instead.
  ///
  /// - Parameters:
  ///   - getter: Reads the current value; required when `Kind` is readable, ignored otherwise.
  ///   - setter: Sets the current value; required when `Kind` is writable, ignored otherwise.
  ///   - subscribe: Subscribes an observer and returns what ends that subscription.
  @inlinable
  @_disfavoredOverload  // `Signal { callback in … }` must pick the checked initializer.
  public init(
    getter: (() -> Value)? = nil,
    setter: ((Value) -> Void)? = nil,
    subscribe: @escaping (Observer<Value>) -> Disposable
  ) {
    precondition(
      !Kind.isReadable || getter != nil,
      "Signals: a readable signal (\(Kind.self)) needs a getter; pass getter: or use a plain kind.")
    precondition(
      !Kind.isWritable || setter != nil,
      "Signals: a writable signal (\(Kind.self)) needs a setter; pass setter: or use ReadKind.")
    self.subscribeFunction = subscribe
    self.getterFunction = Kind.isReadable ? getter : nil
    self.setterFunction = Kind.isWritable ? setter : nil
  }

  /// Subscribes an observer and returns the disposable that ends the subscription.
  ///
  /// Prefer the listening methods (``onValue(isolation:fileID:line:_:)``, ``onEvent(isolation:fileID:line:_:)``); this
  /// is the primitive operators forward through.
  ///
  /// - Parameter observer: The observer to deliver events to.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func subscribe(_ observer: Observer<Value>) -> Disposable {
    subscribeFunction(observer)
  }

  /// The getter of a readable signal, or `nil` for other kinds; operators derive theirs from it.
  @inlinable
  public var getter: (() -> Value)? { getterFunction }

  /// The setter of a writable signal, or `nil` for other kinds.
  @inlinable
  public var setter: ((Value) -> Void)? { setterFunction }
}
