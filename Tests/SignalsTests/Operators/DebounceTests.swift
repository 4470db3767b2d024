import Signals
import SignalsTesting
import Testing

@Suite struct DebounceTests {
  let scheduler = TestScheduler()

  @Test func emitsLastValueAfterQuietPeriod() {
    let input = scheduler.finiteSignal(from: "-a--bc----d|")
    expectMarbles(
      input.debounce(.seconds(2), on: scheduler), "---a---c---(d|)", scheduler: scheduler)
  }

  @Test func aPlainInputsLastValueWaitsForTheQuietPeriod() {
    let input = scheduler.signal(from: "-ab")
    expectMarbles(input.debounce(.seconds(3), on: scheduler), "-----b", scheduler: scheduler)
  }

  @Test func aFailureDropsTheWaitingValue() {
    let input = scheduler.finiteSignal(from: "-a#")
    expectMarbles(input.debounce(.seconds(2), on: scheduler), "--#", scheduler: scheduler)
  }

  @Test func disposingDropsTheWaitingValue() {
    let input = scheduler.signal(from: "-a")
    expectMarbles(input.debounce(.seconds(2), on: scheduler), "--!", scheduler: scheduler)
  }

  @Test func aReadableInputGivesAPlainSignalOfItsChanges() {
    let text = ReadWriteSignal("")
    let quiet: Signal<String> = text.debounce(.seconds(1), on: scheduler)
    let recorder = SignalRecorder(quiet)
    text.value = "s"
    text.value = "sw"
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == ["sw"])
  }

  @Test func worksOnTheImmediateScheduler() {
    let emitter = Emitter<Int>()
    let recorder = SignalRecorder(emitter.signal.debounce(.seconds(1), on: .immediate))
    emitter.send(1)
    emitter.send(2)
    #expect(recorder.values == [1, 2])
  }

  @Test func chainsAreReleased() {
    expectChainReleased(scheduler: scheduler) { inputs, token in
      inputs[0].debounce(.seconds(5), on: scheduler).map(token.passing)
    }
  }
}
