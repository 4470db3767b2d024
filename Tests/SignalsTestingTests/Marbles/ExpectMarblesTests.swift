import Signals
import SignalsTesting
import Testing

@Suite struct ExpectMarblesTests {
  let scheduler = TestScheduler()

  @Test func matchingDiagramsPass() {
    let comparison = expectMarbles(
      scheduler.finiteSignal(from: "-a-(bc)|"), "-a-(bc)|", scheduler: scheduler)
    #expect(comparison.matches)
    #expect(comparison.actual == "-a-(bc)|")
  }

  @Test func aValueInTheWrongFrameReportsBothDiagrams() {
    withKnownIssue {
      expectMarbles(scheduler.signal(from: "-a--b"), "-a-b", scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("expected: -a-b") && issue.description.contains("actual:   -a--b")
    }
  }

  @Test func aWrongValueIsReported() {
    let input = scheduler.signal(from: "-a", values: ["a": 1])
    withKnownIssue {
      expectMarbles(input, "-a", values: ["a": 2, "b": 1], scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("actual:   -b")
    }
  }

  @Test func aValueWithoutALetterShowsAsAQuestionMarkWithANote() {
    let input = scheduler.signal(from: "-a", values: ["a": 7])
    withKnownIssue {
      expectMarbles(input, "-a", values: ["a": 1], scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("actual:   -?") && issue.description.contains("is 7")
    }
  }

  @Test func aMissingEndIsReported() {
    withKnownIssue {
      expectMarbles(scheduler.finiteSignal(from: "-a"), "-a|", scheduler: scheduler)
    }
  }

  @Test func anExtraValueAfterTheExpectedOnesIsReported() {
    withKnownIssue {
      expectMarbles(scheduler.signal(from: "a------b"), "a", scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("actual:   a------b")
    }
  }

  @Test func aLetterMissingFromValuesIsReported() {
    let input = scheduler.signal(from: "a", values: ["a": 1])
    withKnownIssue {
      expectMarbles(input, "z", values: ["a": 1], scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("\"z\" in the expected diagram has no value")
    }
  }

  @Test func aMalformedExpectationIsReported() {
    withKnownIssue {
      expectMarbles(scheduler.signal(from: "a"), "(a", scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("never closed")
    }
  }

  @Test func anyFailureMatchesTheFailureSymbol() {
    struct Timeout: Error {}
    let input = scheduler.finiteSignal(from: "-a#", values: ["a": 1], error: Timeout())
    let comparison = expectMarbles(input, "-a#", values: ["a": 1], scheduler: scheduler)
    #expect(comparison.notes == ["# in frame 2 is Timeout()"])
  }

  @Test func theSubscriptionStartsAtTheCaret() {
    let input = scheduler.signal(from: "ab-c-d")
    expectMarbles(input, "--^c-d", scheduler: scheduler)
  }

  @Test func theSubscriptionEndsAtTheBang() {
    let input = scheduler.signal(from: "ab-c-d")
    expectMarbles(input, "ab-c!", scheduler: scheduler)
  }

  @Test func aReadableSignalsCurrentValueArrivesAtTheSubscriptionFrame() {
    let volume = scheduler.readSignal(initial: 1, from: "--b", values: ["a": 1, "b": 7])
    expectMarbles(
      volume.atOnce(), "(^a)-b", values: ["a": 1, "b": 7], scheduler: scheduler)
    let later = TestScheduler()
    let level = later.readSignal(initial: 1, from: "--b", values: ["b": 7])
    expectMarbles(level.atOnce(), "-(^a)b", values: ["a": 1, "b": 7], scheduler: later)
  }

  @Test func framesCountFromTheSchedulersTimeWhenCalled() {
    scheduler.advance(by: .seconds(10))
    let input = scheduler.signal(from: "--a")
    expectMarbles(input, "--a", scheduler: scheduler)
  }

  @Test func eventsBetweenFramesAreReported() {
    let scheduler = TestScheduler(frameDuration: .seconds(2))
    let input = scheduler.signal(from: "-a")
    withKnownIssue {
      expectMarbles(input.delay(by: .seconds(1), on: scheduler), "--a", scheduler: scheduler)
    } matching: { issue in
      issue.description.contains("between frames 1 and 2")
    }
  }
}
