/// Tells a source whether an operator downstream has already ended the subscription it serves.
///
/// An operator learns its upstream's disposable only when the upstream's subscribe call
/// returns, but a synchronous producer (a publisher of a sequence, a callback API that sends
/// at once) delivers inside that call: `take(2)` can be satisfied before it holds anything to
/// dispose. The operator's observer carries a probe of its own subscription instead, and the
/// source asks it after each delivery, so that it stops producing as soon as the operator ends,
/// even while it is still being subscribed.
@usableFromInline
final class EndedProbe: Sendable {
  /// The subscription of the operator that made the probe.
  private let subscription: SerialDisposable
  /// The probe of an operator further downstream, whose end also ends this subscription.
  private let downstream: EndedProbe?

  init(_ subscription: SerialDisposable, downstream: EndedProbe?) {
    self.subscription = subscription
    self.downstream = downstream
  }

  /// Whether the operator, or one further downstream, has ended its subscription. Takes only
  /// the subscriptions' leaf locks, which never call out.
  @usableFromInline
  var hasEnded: Bool {
    subscription.isDisposed || downstream?.hasEnded == true
  }
}
