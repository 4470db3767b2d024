import Signals
import SignalsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@Suite struct BidirectionalBindingTests {
  @Test func bindingSendsTheSignalsValueToTheSubjectFirst() {
    let name = ReadWriteSignal("Ada")
    let field = CurrentValueSubject<String, Never>("")
    let binding = name.bidirectionallyBind(to: field)
    #expect(field.value == "Ada")
    #expect(name.value == "Ada")
    binding.dispose()
  }

  @Test func changesPassBothWaysOnceWithoutEcho() {
    let name = ReadWriteSignal("Ada")
    let field = CurrentValueSubject<String, Never>("")
    let binding = name.bidirectionallyBind(to: field)
    var signalSeen: [String] = []
    var subjectSeen: [String] = []
    let bag = DisposeBag()
    bag += name.onValue { signalSeen.append($0) }
    bag += field.dropFirst().sink { subjectSeen.append($0) }
    field.send("Grace")
    name.value = "Hedy"
    #expect(name.value == "Hedy")
    #expect(field.value == "Hedy")
    #expect(signalSeen == ["Grace", "Hedy"])
    #expect(subjectSeen == ["Grace", "Hedy"])
    binding.dispose()
  }

  @Test func disposingTheBindingStopsBothDirections() {
    let name = ReadWriteSignal("Ada")
    let field = PassthroughSubject<String, Never>()
    var subjectSeen: [String] = []
    let cancellable = field.sink { subjectSeen.append($0) }
    let binding = name.bidirectionallyBind(to: field)
    binding.dispose()
    field.send("Grace")
    name.value = "Hedy"
    #expect(name.value == "Hedy")
    #expect(subjectSeen == ["Ada", "Grace"])
    cancellable.cancel()
  }
}
