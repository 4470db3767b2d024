/// A signal with a settable current `value`: setting it notifies every subscriber.
///
/// ```swift
/// let query = ReadWriteSignal("")
/// bag += query.onValue { print("searching", $0) }
/// query.value = "swift"  // prints "searching swift"
/// ```
public typealias ReadWriteSignal<Value> = CoreSignal<ReadWriteKind, Value>

extension CoreSignal where Kind == ReadWriteKind {
  /// Creates a read-write signal holding `initial`.
  ///
  /// - Parameters:
  ///   - initial: The first current value.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: Setting `value` stores it and delivers it synchronously to every subscriber, on
  ///   the setting thread (or queued behind a delivery already under way; see <doc:Threading>).
  ///   Every set is delivered, also when the value is equal to the previous one.
  @inlinable
  public init(_ initial: Value, fileID: StaticString = #fileID, line: UInt = #line) {
    let storage = MulticastOwner(
      Multicast(current: initial, isReadable: true, site: SourceSite(fileID: fileID, line: line)))
    self.init(
      getter: { storage.core.currentValue },
      setter: { storage.core.send(.value($0)) },
      subscribe: { storage.core.subscribe($0) })
  }
}

extension CoreSignal where Kind: WritableKind {
  /// The current value; setting it delivers the new value to every subscriber.
  @inlinable
  public var value: Value {
    get { getterFunction!() }
    nonmutating set { setterFunction!(newValue) }
  }

  /// Returns a read-only view of this signal.
  ///
  /// - Returns: A ``ReadSignal`` with the same value and changes.
  public func readOnly() -> ReadSignal<Value> {
    ReadSignal(getter: getterFunction, subscribe: subscribeFunction)
  }
}
