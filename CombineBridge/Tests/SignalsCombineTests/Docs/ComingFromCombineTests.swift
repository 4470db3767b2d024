import Signals
import SignalsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// The "Meeting Combine" snippet of Sources/Signals/Signals.docc/ComingFromOtherLibraries.md,
// compiled and run; change both together.

@Suite struct ComingFromCombineTests {
  @Test func meetingCombineSnippetRunsAsDocumented() {
    let selections = Emitter<String>()
    let bag = DisposeBag()
    var opened: [String] = []
    let publisher = selections.signal.publisher  // a signal as a publisher
    publisher.sink { opened.append($0) }.store(in: bag)
    selections.send("inbox")  // opened == ["inbox"]
    #expect(opened == ["inbox"])

    let pages = PassthroughSubject<Int, any Error>()
    let loaded = FiniteSignal(pages)  // a publisher as a finite signal: ends or fails with it
    var events: [Event<Int>] = []
    bag += loaded.onEvent { events.append($0) }
    pages.send(completion: .finished)
    #expect(events == [.end])

    let volume = CurrentValueSubject<Double, Never>(0.5)
    let level = ReadSignal(volume)  // level.value == 0.5; also ReadSignal(model.$property)
    #expect(level.value == 0.5)

    bag += volume.sink { _ in }  // a DisposeBag holds cancellables
    let cancellable = level.onValue { _ in }.asCancellable()  // and a Disposable becomes one
    cancellable.cancel()

    let name = ReadWriteSignal("Ada")
    let field = CurrentValueSubject<String, Never>("")
    bag += name.bidirectionallyBind(to: field)  // field.value == "Ada", and back
    #expect(field.value == "Ada")
    field.send("Grace")
    #expect(name.value == "Grace")
  }
}
