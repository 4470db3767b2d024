import Signals
import SignalsTesting
import Testing

@Suite struct SignalRecorderTests {
  struct Broken: Error, Equatable {}

  @Test func recordsValuesAndTheEndInOrder() {
    let emitter = FiniteEmitter<Int>()
    let recorder = SignalRecorder(emitter.signal)
    emitter.send(1)
    emitter.send(2)
    emitter.finish()
    #expect(recorder.values == [1, 2])
    #expect(recorder.events == [.value(1), .value(2), .end])
    #expect(recorder.didEnd)
    #expect(recorder.isTerminated)
    #expect(recorder.failure == nil)
  }

  @Test func recordsAFailure() {
    let emitter = FiniteEmitter<Int>()
    let recorder = SignalRecorder(emitter.signal)
    emitter.fail(Broken())
    #expect(recorder.failure is Broken)
    #expect(!recorder.didEnd)
    #expect(recorder.isTerminated)
  }

  @Test func stampsEventsWithTheSchedulersClock() {
    let scheduler = TestScheduler()
    let emitter = Emitter<String>()
    let recorder = SignalRecorder(emitter.signal, scheduler: scheduler)
    emitter.send("a")
    scheduler.advance(by: .seconds(3))
    emitter.send("b")
    #expect(
      recorder.recorded == [
        RecordedEvent(time: .zero, event: .value("a")),
        RecordedEvent(time: .seconds(3), event: .value("b")),
      ])
    #expect(
      recorder.recorded.map(\.description) == [
        "value(a) at 0.0 seconds", "value(b) at 3.0 seconds",
      ])
  }

  @Test func recordsWithoutTimesWhenGivenNoScheduler() {
    let emitter = Emitter<Int>()
    let recorder = SignalRecorder(emitter.signal)
    emitter.send(1)
    #expect(recorder.recorded.map(\.time) == [nil])
  }

  @Test func disposingEndsTheSubscription() {
    let emitter = Emitter<Int>()
    let recorder = SignalRecorder(emitter.signal)
    #expect(emitter.hasSubscribers)
    recorder.dispose()
    recorder.dispose()
    #expect(!emitter.hasSubscribers)
    emitter.send(1)
    #expect(recorder.values.isEmpty)
  }

  @Test func deallocatingEndsTheSubscription() {
    let emitter = Emitter<Int>()
    weak var weakRecorder: SignalRecorder<Int>?
    do {
      let recorder = SignalRecorder(emitter.signal)
      weakRecorder = recorder
      #expect(emitter.hasSubscribers)
    }
    #expect(weakRecorder == nil)
    #expect(!emitter.hasSubscribers)
  }

  @Test func recordsTheCurrentValueOfAtOnce() {
    let count = ReadWriteSignal(1)
    let changes = SignalRecorder(count)
    let withCurrent = SignalRecorder(count.atOnce())
    count.value = 2
    #expect(changes.values == [2])
    #expect(withCurrent.values == [1, 2])
  }

  @Test func recordsFromACustomSubscription() {
    let emitter = Emitter<Int>()
    let recorder = SignalRecorder<Int> { record in
      emitter.signal.onValue { record(.value($0 * 2)) }
    }
    emitter.send(4)
    #expect(recorder.values == [8])
  }

  @Test func recordsValuesFromManyThreads() {
    let emitter = Emitter<Int>()
    let recorder = SignalRecorder(emitter.signal)
    onThreads(8) { thread in
      for index in 0..<100 { emitter.send(thread * 1000 + index) }
    }
    #expect(recorder.values.count == 800)
    #expect(Set(recorder.values).count == 800)
  }
}
