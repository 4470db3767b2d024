extension CoreSignal where Value: Sendable {
  /// Returns a signal that delivers this signal's events on the main actor: at once when they
  /// are emitted there, through the main queue when they come from elsewhere, always in order.
  ///
  /// ```swift
  /// @MainActor func showProgress() {
  ///   bag += download.progress.deliveredOnMainActor().onValue { bar.progress = $0 }
  /// }
  /// ```
  ///
  /// Unlike ``delivered(on:)`` with `.main`, which always waits for the main queue, an event
  /// emitted on the main actor is delivered synchronously, as if there were no hop, unless an
  /// earlier event is still waiting in the main queue, which it then follows.
  ///
  /// - Returns: A signal of the same kind (without writability) whose subscribers are called on
  ///   the main actor.
  /// - Note: Disposing on the main actor is final: events still waiting in the main queue for
  ///   the subscription are dropped.
  public func deliveredOnMainActor() -> CoreSignal<Kind.DropWrite, Value> {
    // One hop per subscription, so one subscription's waiting events never delay another's.
    CoreSignal<Kind.DropWrite, Value>(
      getter: getterFunction,
      subscribe: { downstream in
        self.delivered(on: MainActorHop()).subscribe(downstream)
      })
  }
}
