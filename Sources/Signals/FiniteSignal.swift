/// A signal that delivers values and then at most one ``Event/end`` or ``Event/failure(_:)``,
/// such as a download or a paged request.
///
/// ```swift
/// let download = FiniteSignal<Double> { callback in
///   let task = client.download(url, progress: { callback(.value($0)) }) { error in
///     callback(error.map { .failure($0) } ?? .end)
///   }
///   return Disposer { task.cancel() }
/// }
/// ```
public typealias FiniteSignal<Value> = CoreSignal<FiniteKind, Value>

extension CoreSignal where Kind == FiniteKind {
  /// Creates a finite signal from a callback API: `setUp` runs once per subscription with a
  /// callback to send events to, and returns what stops the producer.
  ///
  /// - Parameters:
  ///   - setUp: Starts producing for one subscriber; the callback may be called from any
  ///     thread, also before `setUp` returns.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: The subscriber receives events one at a time and in order; after the first
  ///   ``Event/end`` or ``Event/failure(_:)`` nothing more is delivered and the disposable
  ///   `setUp` returned is disposed (exactly once, whether the signal ended or the subscriber
  ///   disposed first).
  public init(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ setUp: @escaping (_ callback: @escaping @Sendable (Event<Value>) -> Void) -> Disposable
  ) {
    let site = SourceSite(fileID: fileID, line: line)
    self.init(subscribe: { observer in
      let gate = SubscriptionGate(observer: observer, sourceSite: site)
      gate.attach(setUp { event in gate.send(event) })
      return gate
    })
  }
}
