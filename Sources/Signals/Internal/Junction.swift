/// The subscription of an operator with several inputs or a timer: events from every input go
/// through one ``SerialSink`` to the subscriber, and the inputs end together when a terminal
/// event goes out or the subscription is disposed.
final class Junction<Value: Sendable>: Disposable {
  private let sink: SerialSink<Value>
  private let inputs = DisposableList()

  init(_ downstream: @escaping Feed<Value>.Sink) {
    sink = SerialSink(downstream)
  }

  /// Whether a terminal event has gone out or the junction has been disposed.
  var isClosed: Bool {
    sink.isClosed
  }

  /// Keeps `input` until the junction closes; disposes it at once if already closed.
  func add(_ input: any Disposable) {
    inputs.add(input)
  }

  /// Sends `event` downstream; a terminal event also disposes every input. Returns whether the
  /// event was accepted (`false` once closed).
  @discardableResult
  func send(_ event: Event<Value>) -> Bool {
    let accepted = sink.send(event)
    if accepted, event.isTerminal { inputs.dispose() }
    return accepted
  }

  func dispose() {
    sink.dispose()
    inputs.dispose()
  }
}
