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
