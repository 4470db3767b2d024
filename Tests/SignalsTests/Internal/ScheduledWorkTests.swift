import Testing

@testable import Signals

@Suite struct ScheduledWorkTests {
  @Test func durationsCountInWholeNanoseconds() {
    #expect(Duration.zero.dispatchNanoseconds == 0)
    #expect(Duration.milliseconds(300).dispatchNanoseconds == 300_000_000)
    #expect((Duration.seconds(2) + .nanoseconds(5)).dispatchNanoseconds == 2_000_000_005)
    #expect(Duration.milliseconds(-5).dispatchNanoseconds == 0)
  }

  @Test func durationsTooLongToCountSaturateToNever() {
    // Whole seconds that fit, plus a fraction that does not: the sum overflows.
    #expect((Duration.seconds(9_223_372_036) + .milliseconds(900)).dispatchNanoseconds == nil)
    #expect(Duration.seconds(Int64.max).dispatchNanoseconds == nil)
    #expect(Duration.seconds(9_223_372_036).dispatchNanoseconds == 9_223_372_036_000_000_000)
  }
}
