import Signals
import Synchronization
import Testing

/// Contract 4: a chain lives while its subscription lives and is freed when it is disposed.
@Suite struct LifetimeTests {
  @Test func disposingFreesTheCallbackEvenWhileTheDisposableIsKept() {
    let emitter = Emitter<Int>()
    weak var weakTracked: Tracked?
    let subscription: Disposable
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = emitter.signal.onValue { _ in withExtendedLifetime(tracked) {} }
    }
    #expect(weakTracked != nil)
    subscription.dispose()
    #expect(weakTracked == nil)
  }

  @Test func droppingTheEmitterFreesItsSubscribersCallbacks() {
    weak var weakTracked: Tracked?
    weak var weakEmitter: Emitter<Int>?
    var subscription: Disposable?
    do {
      let emitter = Emitter<Int>()
      weakEmitter = emitter
      let tracked = Tracked()
      weakTracked = tracked
      subscription = emitter.signal.onValue { _ in withExtendedLifetime(tracked) {} }
    }
    #expect(weakEmitter == nil)
    #expect(weakTracked == nil)
    subscription?.dispose()
    subscription = nil
  }

  @Test func anOperatorChainLivesWhileSubscribedAndIsFreedOnDispose() {
    let count = ReadWriteSignal(0)
    weak var weakTracked: Tracked?
    let log = Log<Int>()
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = count.readOnly().plain().shared().onValue { value in
        withExtendedLifetime(tracked) { log.append(value) }
      }
    }
    count.value = 1
    #expect(weakTracked != nil)
    #expect(log.elements == [1])
    subscription?.dispose()
    #expect(weakTracked == nil)
    subscription = nil
  }

  @Test func subscribersDoNotKeepAReadWriteSignalAlive() {
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let count = ReadWriteSignal(0)
      let tracked = Tracked()
      weakTracked = tracked
      subscription = count.onValue { _ in withExtendedLifetime(tracked) {} }
    }
    // Nobody can set the value any more: the source and its subscribers' callbacks are freed.
    #expect(weakTracked == nil)
    subscription?.dispose()
    subscription = nil
  }

  @Test func closureSignalReleasesItsProducerAndCallbackOnDispose() {
    weak var weakProducerState: Tracked?
    weak var weakCallbackState: Tracked?
    let subscription: Disposable
    do {
      let producerState = Tracked()
      let callbackState = Tracked()
      weakProducerState = producerState
      weakCallbackState = callbackState
      let signal = Signal<Int> { _ in
        Disposer { withExtendedLifetime(producerState) {} }
      }
      subscription = signal.onValue { _ in withExtendedLifetime(callbackState) {} }
    }
    #expect(weakProducerState != nil)
    #expect(weakCallbackState != nil)
    subscription.dispose()
    #expect(weakProducerState == nil)
    #expect(weakCallbackState == nil)
  }

  @Test func aFiniteSignalReleasesItsSubscribersAtTheEnd() {
    let emitter = FiniteEmitter<Int>()
    weak var weakTracked: Tracked?
    let subscription: Disposable
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = emitter.signal.onValue { _ in withExtendedLifetime(tracked) {} }
    }
    emitter.finish()
    #expect(weakTracked == nil)
    subscription.dispose()
  }

  @Test func aDisposeBagDisposesOnDeinit() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    do {
      let bag = DisposeBag()
      bag += emitter.signal.onValue { log.append($0) }
      emitter.send(1)
    }
    emitter.send(2)
    #expect(log.elements == [1])
    #expect(!emitter.hasSubscribers)
  }

  @Test func onValueDisposePreviousReleasesTheLastDisposableOnDispose() {
    let emitter = Emitter<Int>()
    weak var weakTracked: Tracked?
    let subscription = emitter.signal.onValueDisposePrevious { _ in
      let tracked = Tracked()
      weakTracked = tracked
      return Disposer { withExtendedLifetime(tracked) {} }
    }
    emitter.send(1)
    #expect(weakTracked != nil)
    subscription.dispose()
    #expect(weakTracked == nil)
  }

  @Test func weakListeningDoesNotRetainItsOwner() {
    let emitter = Emitter<Int>()
    weak var weakOwner: Tracked?
    let log = Log<Int>()
    let subscription: Disposable
    do {
      let owner = Tracked()
      weakOwner = owner
      subscription = emitter.signal.onValue(weak: owner) { _, value in log.append(value) }
      emitter.send(1)
    }
    #expect(weakOwner == nil)
    emitter.send(2)
    #expect(log.elements == [1])
    subscription.dispose()
  }
}

@Suite struct HopLifetimeTests {
  @Test func aHoppedSubscriptionReleasesItsCallbackWhenDisposed() async {
    let emitter = Emitter<Int>()
    let scheduler = DispatchQueueScheduler(label: "hop")
    weak var weakTracked: Tracked?
    let subscription: Disposable
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = emitter.signal.onValue(on: scheduler) { _ in withExtendedLifetime(tracked) {} }
    }
    #expect(weakTracked != nil)
    subscription.dispose()
    #expect(!emitter.hasSubscribers)
    // Wait for the scheduler to be idle, in case a delivery was under way.
    await withCheckedContinuation { continuation in scheduler.perform { continuation.resume() } }
    #expect(weakTracked == nil)
  }

  @Test func aValuesStreamReleasesItsSubscriptionWhenIterationEnds() async {
    let emitter = FiniteEmitter<Int>()
    let stream = emitter.signal.values
    #expect(emitter.hasSubscribers)
    emitter.finish()
    for await _ in stream {}
    #expect(!emitter.hasSubscribers)
  }
}
