import Signals
import SignalsTesting
import Testing

@Suite struct ThrottleTests {
  let scheduler = TestScheduler()

  @Test func deliversTheFirstValueAtOnceAndTheLatestWhenTheIntervalIsOver() {
    let input = scheduler.finiteSignal(from: "ab--c--d---e|")
    expectMarbles(
      input.throttle(.seconds(3), on: scheduler), "a--b--c--d--(e|)", scheduler: scheduler)
  }

  @Test func dropsValuesDuringTheIntervalWithoutLatest() {
    let input = scheduler.finiteSignal(from: "ab--c-d--e|")
    expectMarbles(
      input.throttle(.seconds(3), on: scheduler, latest: false), "a---c----e|",
      scheduler: scheduler)
  }

  @Test func theEndWaitsForTheIntervalToDeliverTheHeldValue() {
    let input = scheduler.finiteSignal(from: "ab|")
    expectMarbles(input.throttle(.seconds(3), on: scheduler), "a--(b|)", scheduler: scheduler)
  }

  @Test func aValueAtTheEdgeOfTheIntervalFollowsTheHeldValue() {
    let input = scheduler.signal(from: "ab-c")
    expectMarbles(input.throttle(.seconds(3), on: scheduler), "a--b--c", scheduler: scheduler)
  }

  @Test func aValueAtTheEdgeOfTheIntervalGoesOutWithoutLatest() {
    let input = scheduler.finiteSignal(from: "a--b|")
    expectMarbles(
      input.throttle(.seconds(3), on: scheduler, latest: false), "a--b|", scheduler: scheduler)
  }

  @Test func aValueAfterAQuietIntervalGoesOutAtOnce() {
    let input = scheduler.signal(from: "a----b")
    expectMarbles(input.throttle(.seconds(3), on: scheduler), "a----b", scheduler: scheduler)
  }

  @Test func aFailureDropsTheHeldValue() {
    let input = scheduler.finiteSignal(from: "ab#")
    expectMarbles(input.throttle(.seconds(3), on: scheduler), "a-#", scheduler: scheduler)
  }

  @Test func disposingDropsTheHeldValue() {
    let input = scheduler.signal(from: "ab")
    expectMarbles(input.throttle(.seconds(3), on: scheduler), "a-!", scheduler: scheduler)
  }

  @Test func aReadableInputGivesAPlainSignalOfItsChanges() {
    let offset = ReadWriteSignal(0)
    let throttled: Signal<Int> = offset.throttle(.seconds(1), on: scheduler)
    let recorder = SignalRecorder(throttled)
    for value in 1...3 { offset.value = value }
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1, 3])
  }

  @Test func chainsAreReleased() {
    expectChainReleased(scheduler: scheduler) { inputs, token in
      inputs[0].throttle(.seconds(5), on: scheduler).map(token.passing)
    }
    expectChainReleased(scheduler: scheduler) { inputs, token in
      inputs[0].throttle(.seconds(5), on: scheduler, latest: false).map(token.passing)
    }
  }
}
