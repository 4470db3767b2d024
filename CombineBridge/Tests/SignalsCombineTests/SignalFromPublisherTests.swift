import Signals
import SignalsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@Suite struct SignalFromPublisherTests {
  @Test func finiteSignalDeliversThePublishersValuesThenItsEnd() {
    let subject = PassthroughSubject<Int, Never>()
    var events: [Event<Int>] = []
    let subscription = FiniteSignal(subject).onEvent { events.append($0) }
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    #expect(events == [.value(1), .value(2), .end])
    subscription.dispose()
  }

  @Test func finiteSignalFailsWithThePublishersFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    var events: [Event<Int>] = []
    let subscription = FiniteSignal(subject).onEvent { events.append($0) }
    subject.send(1)
    subject.send(completion: .failure(.boom))
    #expect(events == [.value(1), .failure(TestError.boom)])
    subscription.dispose()
  }

  @Test func disposingTheSignalCancelsThePublisherSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    var cancels = 0
    var values: [Int] = []
    let signal = Signal(subject.handleEvents(receiveCancel: { cancels += 1 }))
    let subscription = signal.onValue { values.append($0) }
    subject.send(1)
    subscription.dispose()
    subject.send(2)
    subscription.dispose()
    #expect(values == [1])
    #expect(cancels == 1)
  }

  @Test func publisherCompletingAtOnceEndsASignalSubscribedLater() {
    let signal = FiniteSignal([1, 2].publisher)
    var events: [Event<Int>] = []
    let subscription = signal.onEvent { events.append($0) }
    #expect(events == [.value(1), .value(2), .end])
    subscription.dispose()
  }

  @Test func takeCancelsASynchronousPublisherAsSoonAsItIsSatisfied() {
    var pulled = 0
    let numbers = (1...1_000).publisher.handleEvents(receiveOutput: { _ in pulled += 1 })
    var events: [Event<Int>] = []
    let subscription = FiniteSignal(numbers).take(2).onEvent { events.append($0) }
    #expect(events == [.value(1), .value(2), .end])
    #expect(pulled == 2)
    subscription.dispose()
  }

  @Test func takeOfAnInfiniteSynchronousPublisherReturns() {
    var events: [Event<Int>] = []
    let subscription = Signal((1...).publisher).map { $0 * 10 }.take(3).onEvent {
      events.append($0)
    }
    #expect(events == [.value(10), .value(20), .value(30), .end])
    subscription.dispose()
  }

  @Test func firstOfASynchronousPublisherCancelsItAfterTheFirstValue() {
    var cancels = 0
    let numbers = (1...1_000).publisher.handleEvents(receiveCancel: { cancels += 1 })
    var values: [Int] = []
    let subscription = FiniteSignal(numbers).first().onValue { values.append($0) }
    #expect(values == [1])
    #expect(cancels == 1)
    subscription.dispose()
  }

  @Test func disposedSignalSubscriptionReleasesThePublisherChain() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    var subscription: Disposable?
    do {
      let token = Token()
      weakToken = token
      subscription = Signal(subject.map { $0 + 1 }).onValue { _ in _ = token }
    }
    #expect(weakToken != nil)
    subscription?.dispose()
    subscription = nil
    #expect(weakToken == nil)
  }

  @Test func readSignalReadsAndObservesACurrentValueSubject() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let signal = ReadSignal(subject)
    var changes: [Int] = []
    var withCurrent: [Int] = []
    let bag = DisposeBag()
    bag += signal.onValue { changes.append($0) }
    bag += signal.atOnce().onValue { withCurrent.append($0) }
    subject.send(2)
    #expect(signal.value == 2)
    #expect(changes == [2])
    #expect(withCurrent == [1, 2])
  }

  @Test func readSignalOfAPublishedPropertyReadsTheDeliveredValueDuringDelivery() {
    let inbox = Inbox()
    let unread = ReadSignal(inbox.$unread)
    var seen: [String] = []
    let subscription = unread.atOnce().onValue { seen.append("\($0)/\(unread.value)") }
    inbox.unread = 3
    #expect(seen == ["0/0", "3/3"])
    #expect(unread.value == 3)
    subscription.dispose()
  }
}

/// A model with a `@Published` property.
private final class Inbox {
  @Published var unread = 0
}

@Suite struct PublishedLifetimeTests {
  @Test func readSignalOfAPublishedPropertyDoesNotKeepTheObjectAlive() {
    weak var weakInbox: Inbox?
    var unread: ReadSignal<Int>?
    do {
      let inbox = Inbox()
      weakInbox = inbox
      unread = ReadSignal(inbox.$unread)
      inbox.unread = 2
    }
    #expect(unread?.value == 2)
    #expect(weakInbox == nil)
    unread = nil
  }

  @Test func subscriptionMadeInOneExpressionKeepsReceivingChanges() {
    let inbox = Inbox()
    var seen: [Int] = []
    let bag = DisposeBag()
    bag += ReadSignal(inbox.$unread).atOnce().onValue { seen.append($0) }
    inbox.unread = 3
    inbox.unread = 4
    #expect(seen == [0, 3, 4])
    bag.dispose()
  }

  @Test func subscriptionOfAMappedPublishedSignalKeepsReceivingChanges() {
    let inbox = Inbox()
    var seen: [String] = []
    let subscription = ReadSignal(inbox.$unread).map { "\($0) unread" }.onValue {
      seen.append($0)
    }
    inbox.unread = 1
    #expect(seen == ["1 unread"])
    subscription.dispose()
  }

  @Test func nothingArrivesAfterTheSubscriptionIsDisposed() {
    let inbox = Inbox()
    var seen: [Int] = []
    let subscription = ReadSignal(inbox.$unread).onValue { seen.append($0) }
    inbox.unread = 1
    subscription.dispose()
    inbox.unread = 2
    #expect(seen == [1])
  }
}
