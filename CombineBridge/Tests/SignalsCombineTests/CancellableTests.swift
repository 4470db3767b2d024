import Signals
import SignalsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@Suite struct CancellableTests {
  @Test func disposableAsCancellableDisposesOnCancel() {
    let emitter = Emitter<Int>()
    let cancellable = emitter.signal.onValue { _ in }.asCancellable()
    #expect(emitter.hasSubscribers)
    cancellable.cancel()
    #expect(!emitter.hasSubscribers)
  }

  @Test func disposableAsCancellableDisposesWhenReleased() {
    let emitter = Emitter<Int>()
    var set = Set<AnyCancellable>()
    emitter.signal.onValue { _ in }.asCancellable().store(in: &set)
    #expect(emitter.hasSubscribers)
    set.removeAll()
    #expect(!emitter.hasSubscribers)
  }

  @Test func cancellableAsDisposableCancelsExactlyOnce() {
    var cancels = 0
    let disposable = AnyCancellable { cancels += 1 }.asDisposable()
    disposable.dispose()
    disposable.dispose()
    #expect(cancels == 1)
  }

  @Test func disposeBagCancelsTheCancellablesItHolds() {
    let subject = PassthroughSubject<Int, Never>()
    var added: [Int] = []
    var stored: [Int] = []
    let bag = DisposeBag()
    bag += subject.sink { added.append($0) }
    subject.sink { stored.append($0) }.store(in: bag)
    subject.send(1)
    bag.dispose()
    subject.send(2)
    #expect(added == [1])
    #expect(stored == [1])
  }
}
