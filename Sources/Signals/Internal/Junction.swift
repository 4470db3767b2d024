/// The subscription of an operator with several inputs or a timer: events from every input go
/// through one ``SubscriptionGate`` to the subscriber — one at a time, in order, never after a
/// terminal event or disposal, with the isolation check — and the inputs end together when a
/// terminal event goes out or the subscription is disposed.
final class Junction<Value>: Disposable {
  private let gate: SubscriptionGate<Value>
  private let inputs = DisposableList()

  init(_ downstream: Observer<Value>) {
    gate = SubscriptionGate(observer: downstream, sourceSite: downstream.site)
    gate.attach(inputs)
  }

  /// Whether the subscription has ended (a terminal event went out, or it was disposed).
  var isClosed: Bool {
    gate.isDisposed
  }

  /// Keeps `input` until the subscription ends; disposes it at once if it already has.
  func add(_ input: any Disposable) {
    inputs.add(input)
  }

  /// Sends `event` to the subscriber, or queues it behind the delivery under way; a terminal
  /// event ends the subscription once delivered.
  func send(_ event: Event<Value>) {
    gate.send(event)
  }

  /// Sends the event `compute` returns, computed under the subscription's lock so that state
  /// changes from different threads reach the subscriber in the order they were made; see
  /// `SubscriptionGate.send(ordered:)`.
  func send(ordered compute: () -> Event<Value>?) {
    gate.send(ordered: compute)
  }

  func dispose() {
    gate.dispose()
  }
}
