/// The state machine of `bidirectionallyBind(to:)`: whether a change is being passed from one
/// side to the other, the echoes of passed changes still to come back, and the latest change
/// made to a side while a change was being passed (an observer writing back), which is passed on
/// once that one is over, so that both sides end on the last value written.
///
/// Each event returns what to do next; the binding carries it out with no lock held, then
/// reports ``passed(subjectValue:)``. It runs one change at a time: deliveries that arrive while
/// one is carried out (from inside it) are only recorded.
struct TwoWayBinding<Value> {
  /// What the binding does next.
  enum Action {
    /// Sets the signal's value.
    case setSignal(Value)
    /// Sends the value to the subject.
    case sendToSubject(Value)
  }

  /// A change made to one side while another change was being passed.
  private enum Pending {
    case fromSignal(Value)
    case fromSubject(Value)
  }

  /// Whether both sides have been subscribed and the signal's value sent to the subject; the
  /// subject's deliveries before that (a `CurrentValueSubject` replays its value) are no change.
  private var isBound = false
  /// Whether an action is being carried out.
  private var isPassing = false
  /// Sets made to the signal whose delivery to the binding has not come back yet: the signal
  /// delivers every set once and in order, possibly after the set returns (queued behind a
  /// delivery under way).
  private var signalEchoes = 0
  /// Whether the action under way sends to the subject, and how many values the subject has
  /// delivered since: a subject delivers a sent value to each subscriber once, within `send`,
  /// so one of them is the echo and any other one was sent by an observer meanwhile.
  private var subjectDeliveries: Int?
  private var pending: Pending?

  init() {}

  /// Both sides are subscribed: the signal's current value goes to the subject.
  mutating func bind(_ value: Value) -> Action {
    isBound = true
    return begin(.sendToSubject(value))
  }

  /// The signal delivered `value` to the binding.
  mutating func signalDelivered(_ value: Value) -> Action? {
    guard isBound else { return nil }
    if signalEchoes > 0 {
      signalEchoes -= 1
      return nil
    }
    guard !isPassing else {
      pending = .fromSignal(value)
      return nil
    }
    return begin(.sendToSubject(value))
  }

  /// The subject delivered `value` to the binding.
  mutating func subjectDelivered(_ value: Value) -> Action? {
    guard isBound else { return nil }
    if let deliveries = subjectDeliveries {
      subjectDeliveries = deliveries + 1
      if deliveries == 0 { return nil }
    }
    guard !isPassing else {
      pending = .fromSubject(value)
      return nil
    }
    return begin(.setSignal(value))
  }

  /// The action under way was carried out; returns the change made meanwhile, to pass on.
  ///
  /// - Parameter subjectValue: The subject's current value, if it has one
  ///   (`CurrentValueSubject`): when observers sent to it from inside a send, it delivers their
  ///   values to later subscribers in nested order, so the last one delivered to the binding is
  ///   not necessarily the last one sent.
  mutating func passed(subjectValue: Value?) -> Action? {
    isPassing = false
    subjectDeliveries = nil
    switch pending.take() {
    case .fromSignal(let value): return begin(.sendToSubject(value))
    case .fromSubject(let value): return begin(.setSignal(subjectValue ?? value))
    case nil: return nil
    }
  }

  private mutating func begin(_ action: Action) -> Action {
    isPassing = true
    switch action {
    case .setSignal: signalEchoes += 1
    case .sendToSubject: subjectDeliveries = 0
    }
    return action
  }
}
