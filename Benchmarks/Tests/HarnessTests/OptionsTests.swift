import Harness
import Testing

@Suite struct OptionsTests {
  @Test func parsesQuickAndFilter() throws {
    let options = try Options(parsing: ["--quick", "--filter", "emit"])
    #expect(options == Options(filter: "emit", quick: true))
  }

  @Test func rejectsUnknownArgumentsAndAMissingFilter() {
    #expect(throws: OptionsError.unknownArgument("--fast")) {
      try Options(parsing: ["--fast"])
    }
    #expect(throws: OptionsError.missingFilter) {
      try Options(parsing: ["--filter"])
    }
  }

  @Test func selectsScenariosByNameAndQuickMode() {
    let small = Scenario("diff.int.10k.flat") { [] }
    let large = Scenario("diff.int.1m.flat", runsInQuickMode: false) { [] }
    #expect(Options(filter: "10k").selects(small))
    #expect(!Options(filter: "10k").selects(large))
    #expect(Options().selects(large))
    #expect(!Options(quick: true).selects(large))
    #expect(Options(quick: true).selects(small))
  }
}

@Suite struct OnceTests {
  @Test func parsesASingleRunAndRejectsABadCount() throws {
    let options = try Options(parsing: ["--once", "signals.emit1", "floor", "1000"])
    #expect(
      options.once == Options.Once(scenario: "signals.emit1", subject: "floor", iterations: 1000))
    #expect(throws: OptionsError.invalidIterations("0")) {
      try Options(parsing: ["--once", "signals.emit1", "floor", "0"])
    }
    #expect(throws: OptionsError.missingOnceArguments) {
      try Options(parsing: ["--once", "signals.emit1", "floor"])
    }
  }

  @Test func runsTheNamedSubjectForExactlyTheIterations() throws {
    final class Counter { var runs: [Int] = [] }
    let counter = Counter()
    let scenarios = [
      Scenario("a.b") {
        [
          Subject("x") { [weak counter] in counter?.runs.append($0) },
          Subject("y") { _ in Issue.record("the other subject ran") },
        ]
      },
      Scenario("a.b-c") { [Subject("x") { _ in Issue.record("a scenario named by prefix ran") }] },
    ]
    try Options.Once(scenario: "a.b", subject: "x", iterations: 7).run(in: scenarios)
    #expect(counter.runs == [7])
  }

  @Test func namesWhatExistsWhenAScenarioOrSubjectIsUnknown() {
    let scenarios = [Scenario("a.b") { [Subject("x") { _ in }] }]
    #expect(throws: OnceError.unknownScenario("a", known: ["a.b"])) {
      try Options.Once(scenario: "a", subject: "x", iterations: 1).run(in: scenarios)
    }
    #expect(throws: OnceError.unknownSubject("z", scenario: "a.b", known: ["x"])) {
      try Options.Once(scenario: "a.b", subject: "z", iterations: 1).run(in: scenarios)
    }
  }
}
