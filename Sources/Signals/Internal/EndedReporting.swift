/// A disposable of this library that can tell, without calling out, whether it has ended;
/// ``DisposeBag`` prunes such entries.
protocol EndedReporting {
  /// Whether the disposable was disposed or its subscription ended on its own.
  var hasEnded: Bool { get }
}

extension SubscriptionNode: EndedReporting {
  var hasEnded: Bool { isDisposed }
}

extension SubscriptionGate: EndedReporting {
  var hasEnded: Bool { isDisposed }
}

extension Junction: EndedReporting {
  var hasEnded: Bool { isClosed }
}

extension NilDisposer: EndedReporting {
  /// A subscription that holds nothing (to an ended source, or to a constant) has nothing left
  /// to end.
  var hasEnded: Bool { true }
}
