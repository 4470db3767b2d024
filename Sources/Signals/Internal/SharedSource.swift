import Synchronization

/// The state behind `shared()`: one upstream subscription, made when the first subscriber
/// arrives and disposed when the last one leaves, fanned out through a ``Multicast``.
final class SharedSource<Value>: @unchecked Sendable {
  // Unchecked: mutable state is in `state`, behind its mutex; the rest is immutable.

  private struct State: @unchecked Sendable {
    // Unchecked: only accessed inside `state`'s mutex.
    var subscribers = 0
    var generation = 0
    var core: Multicast<Value>
    var upstream: (any Disposable)?
    var isSeeded = false
  }

  private let upstreamSubscribe: (Observer<Value>) -> Disposable
  private let isReadable: Bool
  private let site: SourceSite
  private let state: Lock<State>

  init(
    subscribe: @escaping (Observer<Value>) -> Disposable, isReadable: Bool, site: SourceSite
  ) {
    self.upstreamSubscribe = subscribe
    self.isReadable = isReadable
    self.site = site
    self.state = Lock(State(core: Self.makeCore(isReadable: isReadable, site: site)))
  }

  /// Releases the callbacks of subscriptions never disposed: nothing can be sent any more.
  deinit {
    state.withLock { Handoff($0.core) }.value.close()
  }

  private static func makeCore(isReadable: Bool, site: SourceSite) -> Multicast<Value> {
    Multicast(current: nil, isReadable: isReadable, site: site)
  }

  /// Adds `observer` to the shared core, connecting upstream if it is the first subscriber.
  func subscribe(_ observer: Observer<Value>) -> Disposable {
    let (core, connection) = state.withLock { state -> (Multicast<Value>, Int?) in
      state.subscribers += 1
      guard state.subscribers == 1 else { return (state.core, nil) }
      state.generation += 1
      state.isSeeded = false
      return (state.core, state.generation)
    }
    let subscription = SharedSubscription(node: core.subscribe(observer), source: self)
    if let connection { connect(generation: connection) }
    return subscription
  }

  private func connect(generation: Int) {
    let upstream = upstreamSubscribe(
      Observer(isolation: nil, wantsCurrentValue: isReadable, site: site) { [weak self] event in
        self?.forward(event, generation: generation)
      })
    let stale = state.withLock { state -> (any Disposable)? in
      guard state.generation == generation else { return upstream }
      state.upstream = upstream
      return nil
    }
    stale?.dispose()
  }

  private func forward(_ event: Event<Value>, generation: Int) {
    let target = state.withLock { state -> (Multicast<Value>, isSeed: Bool)? in
      guard state.generation == generation else { return nil }
      let isSeed = isReadable && !state.isSeeded
      state.isSeeded = true
      return (state.core, isSeed)
    }
    guard let (core, isSeed) = target else { return }
    if isSeed, case .value(let value) = event {
      core.seed(value)
    } else {
      core.send(event)
    }
  }

  /// Called once per ended subscription; the last one disconnects upstream and starts afresh.
  func release() {
    let (upstream, retired) = state.withLock { state -> ((any Disposable)?, Multicast<Value>?) in
      state.subscribers -= 1
      guard state.subscribers == 0 else { return (nil, nil) }
      state.generation += 1
      let retired = state.core
      state.core = Self.makeCore(isReadable: isReadable, site: site)
      return (state.upstream.take(), retired)
    }
    upstream?.dispose()
    withExtendedLifetime(retired) {}
  }
}

/// A subscriber's handle on a shared signal: ends its own delivery, then lets the source
/// disconnect upstream if it was the last.
private final class SharedSubscription<Value>: Disposable, EndedReporting {
  private let node: any Disposable
  private let source: SharedSource<Value>
  private let isDisposed = Atomic(false)

  init(node: any Disposable, source: SharedSource<Value>) {
    self.node = node
    self.source = source
  }

  func dispose() {
    guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    node.dispose()
    source.release()
  }

  var hasEnded: Bool {
    isDisposed.load(ordering: .acquiring)
  }
}
