import Signals
import Testing

@Suite struct ListeningTests {
  @Test func onEventDeliversValuesAndTheEnd() {
    let emitter = FiniteEmitter<Int>()
    let log = Log<Event<Int>>()
    let subscription = emitter.signal.onEvent { log.append($0) }
    emitter.send(1)
    emitter.fail(TestError.boom)
    #expect(log.elements == [.value(1), .failure(TestError.boom)])
    subscription.dispose()
  }

  @Test func onValueDisposePreviousDisposesWhenTheNextValueArrives() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let subscription = emitter.signal.onValueDisposePrevious { value in
      log.append("start \(value)")
      return Disposer { log.append("stop \(value)") }
    }
    emitter.send(1)
    emitter.send(2)
    subscription.dispose()
    emitter.send(3)
    #expect(log.elements == ["start 1", "stop 1", "start 2", "stop 2"])
  }

  @Test func bindToSetsTheTargetStartingWithAReadableSourcesValue() {
    let source = ReadWriteSignal(1)
    let target = ReadWriteSignal(0)
    let binding = source.bindTo(target)
    #expect(target.value == 1)
    source.value = 2
    #expect(target.value == 2)
    binding.dispose()
    source.value = 3
    #expect(target.value == 2)
  }

  @Test func bindToAKeyPathSetsTheObjectsProperty() {
    final class Label {
      var text = ""
    }
    let emitter = Emitter<String>()
    let label = Label()
    let binding = emitter.signal.bindTo(label, \.text)
    emitter.send("hello")
    #expect(label.text == "hello")
    binding.dispose()
  }
}
