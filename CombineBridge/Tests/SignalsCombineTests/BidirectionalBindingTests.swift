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

  @Test func subjectObserverWritingBackWhileTheSignalsValueIsDeliveredLeavesBothOnIt() {
    let level = ReadWriteSignal(0)
    let subject = CurrentValueSubject<Int, Never>(0)
    let bag = DisposeBag()
    bag += level.bidirectionallyBind(to: subject)
    bag += subject.sink { if $0 < 50 { subject.send(50) } }  // Clamps what it receives.
    level.value = 10
    #expect(subject.value == 50)
    #expect(level.value == 50)
    bag.dispose()
  }

  @Test func subjectObserverSubscribedBeforeTheBindingWritingBackLeavesBothOnTheSubjectsValue() {
    let level = ReadWriteSignal(50)
    let subject = CurrentValueSubject<Int, Never>(50)
    let bag = DisposeBag()
    bag += subject.sink { if $0 < 50 { subject.send(50) } }  // Sees 10 before the binding does.
    bag += level.bidirectionallyBind(to: subject)
    level.value = 10
    #expect(subject.value == 50)
    #expect(level.value == 50)
    bag.dispose()
  }

  @Test func signalObserverWritingBackWhileTheSubjectsValueIsDeliveredLeavesBothOnIt() {
    let level = ReadWriteSignal(0)
    let subject = CurrentValueSubject<Int, Never>(0)
    let bag = DisposeBag()
    bag += level.bidirectionallyBind(to: subject)
    bag += level.onValue { if $0 < 50 { level.value = 50 } }
    var signalSeen: [Int] = []
    bag += level.onValue { signalSeen.append($0) }
    subject.send(10)
    #expect(level.value == 50)
    #expect(subject.value == 50)
    #expect(signalSeen == [10, 50])
    bag.dispose()
  }

  @Test func writeBackWhileBindingLeavesBothOnTheWrittenValue() {
    let level = ReadWriteSignal(10)
    let subject = CurrentValueSubject<Int, Never>(0)
    let bag = DisposeBag()
    bag += subject.sink { if $0 != 0, $0 < 50 { subject.send(50) } }
    bag += level.bidirectionallyBind(to: subject)
    #expect(subject.value == 50)
    #expect(level.value == 50)
    level.value = 70
    #expect(subject.value == 70)
    bag.dispose()
  }

  @Test func passthroughSubjectWrittenBackWhileItsValueIsPassedLeavesTheSignalOnTheLastValue() {
    let level = ReadWriteSignal(0)
    let subject = PassthroughSubject<Int, Never>()
    let bag = DisposeBag()
    bag += level.bidirectionallyBind(to: subject)
    var seen: [Int] = []
    bag += level.onValue { value in
      seen.append(value)
      if value < 50 { subject.send(50) }  // Sent while the binding passes 10 to the signal.
    }
    subject.send(10)
    #expect(seen == [10, 50])
    #expect(level.value == 50)
    bag.dispose()
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
