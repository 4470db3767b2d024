import Signals
import SignalsTesting
import Testing

@Suite struct DelayTests {
  let scheduler = TestScheduler()

  @Test func deliversEveryEventLater() {
    let input = scheduler.finiteSignal(from: "-a-b--c|")
    expectMarbles(input.delay(by: .seconds(2), on: scheduler), "---a-b--c|", scheduler: scheduler)
  }

  @Test func delaysAFailureLikeAValue() {
    let input = scheduler.finiteSignal(from: "-a#")
    expectMarbles(input.delay(by: .seconds(2), on: scheduler), "---a#", scheduler: scheduler)
  }

  @Test func keepsEventsOfOneFrameTogetherAndInOrder() {
    let input = scheduler.signal(from: "(abc)")
    expectMarbles(input.delay(by: .seconds(1), on: scheduler), "-(abc)", scheduler: scheduler)
  }

  @Test func disposingDropsTheEventsStillHeld() {
    let input = scheduler.signal(from: "-a-b")
    expectMarbles(input.delay(by: .seconds(2), on: scheduler), "---a!", scheduler: scheduler)
  }

  @Test func aReadableInputGivesAPlainSignalOfItsChanges() {
    let count = ReadWriteSignal(0)
    let later: Signal<Int> = count.delay(by: .seconds(1), on: scheduler)
    let recorder = SignalRecorder(later)
    count.value = 1
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1])
  }

  @Test func chainsAreReleased() {
    expectChainReleased(scheduler: scheduler) { inputs, token in
      inputs[0].delay(by: .seconds(5), on: scheduler).map(token.passing)
    }
  }
}
