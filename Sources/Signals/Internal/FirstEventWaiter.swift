/// Resumes one continuation with the first event of a subscription, then disposes it; also
/// resumes (with `nil`) when the awaiting task is cancelled.
final class FirstEventWaiter<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Event<Value>?, Never>?
    var subscription: (any Disposable)?
    var isFinished = false
  }

  private let state = Lock(State())

  init() {}

  /// Subscribes to `signal` and waits for its first event that `accepts` takes.
  static func first<Kind: SignalKind>(
    of signal: CoreSignal<Kind, Value>,
    where accepts: @escaping @Sendable (Event<Value>) -> Bool
  ) async -> Event<Value>? {
    let waiter = FirstEventWaiter()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.start(continuation)
        waiter.attach(
          signal.subscribe(
            Observer(isolation: nil) { event in
              if accepts(event) { waiter.finish(with: event) }
            }))
      }
    } onCancel: {
      waiter.finish(with: nil)
    }
  }

  private func start(_ continuation: CheckedContinuation<Event<Value>?, Never>) {
    let cancelled = state.withLock { state -> Bool in
      if state.isFinished { return true }
      state.continuation = continuation
      return false
    }
    if cancelled { continuation.resume(returning: nil) }
  }

  private func attach(_ subscription: any Disposable) {
    let late = state.withLock { state -> (any Disposable)? in
      if state.isFinished { return subscription }
      state.subscription = subscription
      return nil
    }
    late?.dispose()
  }

  private func finish(with event: Event<Value>?) {
    let (continuation, subscription) = state.withLock { state in
      state.isFinished = true
      return (state.continuation.take(), state.subscription.take())
    }
    subscription?.dispose()
    continuation?.resume(returning: event)
  }
}
