import Signals
import SignalsTesting
import Testing

@Suite struct MarbleInputTests {
  let scheduler = TestScheduler()

  @Test func aPlainSignalDeliversItsValuesAtTheirFrames() {
    let input = scheduler.signal(from: "-a--(bc)", values: ["a": 1, "b": 2, "c": 3])
    let recorder = SignalRecorder(input, scheduler: scheduler)
    scheduler.run()
    #expect(recorder.recorded.map(\.time) == [.seconds(1), .seconds(4), .seconds(4)])
    #expect(recorder.values == [1, 2, 3])
  }

  @Test func aFiniteSignalEndsOrFails() {
    struct Timeout: Error {}
    let ends = SignalRecorder(scheduler.finiteSignal(from: "a|"))
    let fails = SignalRecorder(
      scheduler.finiteSignal(from: "a#", values: ["a": 1], error: Timeout()))
    scheduler.run()
    #expect(ends.events == [.value("a"), .end])
    #expect(fails.failure is Timeout)
  }

  @Test func aFiniteSignalFailsWithMarbleFailureByDefault() {
    let fails = SignalRecorder(scheduler.finiteSignal(from: "#"))
    scheduler.run()
    #expect(fails.failure as? MarbleFailure == MarbleFailure())
  }

  @Test func aReadableSignalChangesItsValueAtEachFrame() {
    let volume = scheduler.readSignal(initial: 0, from: "-a-b", values: ["a": 5, "b": 7])
    #expect(volume.value == 0)
    scheduler.advance(by: .seconds(1))
    #expect(volume.value == 5)
    scheduler.advance(by: .seconds(2))
    #expect(volume.value == 7)
  }

  @Test func inputsAreHot() {
    let input = scheduler.signal(from: "ab-c")
    scheduler.advance(by: .seconds(2))
    let late = SignalRecorder(input)
    scheduler.run()
    #expect(late.values == ["c"])
  }

  @Test func framesUseTheSchedulersFrameDuration() {
    let scheduler = TestScheduler(frameDuration: .milliseconds(10))
    let recorder = SignalRecorder(scheduler.signal(from: "--a"), scheduler: scheduler)
    scheduler.run()
    #expect(recorder.recorded.map(\.time) == [.milliseconds(20)])
  }

  @Test func anEndInAPlainSignalStops() async {
    await #expect(processExitsWith: .failure) {
      _ = TestScheduler().signal(from: "a|")
    }
  }

  @Test func aLetterWithoutAValueStops() async {
    await #expect(processExitsWith: .failure) {
      _ = TestScheduler().signal(from: "ab", values: ["a": 1])
    }
  }

  @Test func aMalformedInputStops() async {
    await #expect(processExitsWith: .failure) {
      _ = TestScheduler().finiteSignal(from: "a)")
    }
  }
}
