import Testing

@testable import Harness

@Suite struct RunnerTests {
  @Test func rotatesTheOrderOfSubjectsEveryRound() {
    #expect(RunPlan.order(subjectCount: 3, round: 0) == [0, 1, 2])
    #expect(RunPlan.order(subjectCount: 3, round: 1) == [1, 2, 0])
    #expect(RunPlan.order(subjectCount: 3, round: 2) == [2, 0, 1])
    #expect(RunPlan.order(subjectCount: 3, round: 3) == [0, 1, 2])
  }

  @Test func measuresEverySubjectOncePerRoundAndKeepsSubjectOrder() {
    final class Log { var runs: [String] = [] }
    let log = Log()
    let scenario = Scenario("test.order") {
      ["a", "b", "c"].map { name in
        Subject(name, fields: [("moves", .integer(7))]) { _ in log.runs.append(name) }
      }
    }
    let plan = RunPlan(rounds: 3, sampleNanoseconds: 0)
    let results = Runner(plan: plan).measure(scenario)
    #expect(results.map(\.subject) == ["a", "b", "c"])
    #expect(results.allSatisfy { $0.fields.first?.value == .integer(7) })
    // One calibration run each, then the rounds A B C, B C A, C A B.
    #expect(log.runs == ["a", "b", "c", "a", "b", "c", "b", "c", "a", "c", "a", "b"])
  }

  @Test func reportsAllocationsPerOperation() throws {
    try #require(HeapCounter.isAvailable, "heap counting is only available on Linux with glibc")
    final class Box { var value = 0 }
    let scenario = Scenario("test.allocations") {
      [
        Subject("two") { iterations in
          for _ in 0..<iterations {
            consume(Box())
            consume(Box())
          }
        }
      ]
    }
    let plan = RunPlan(rounds: 3, sampleNanoseconds: 1_000_000)
    let result = try #require(Runner(plan: plan).measure(scenario).first)
    #expect(result.allocationsPerOperation == 2)
  }

  @Test func calibratesIterationsToTheSampleTime() {
    let plan = RunPlan(rounds: 1, sampleNanoseconds: 0)
    let subject = Subject("idle") { _ in }
    #expect(Runner(plan: plan).calibrate(subject).iterations >= 1)
  }

  @Test func runsFewerRoundsWhenARoundIsSlowButNeverFewerThanThree() {
    let plan = RunPlan(rounds: 11, sampleNanoseconds: 1, scenarioNanoseconds: 1000)
    #expect(plan.rounds(forRoundNanoseconds: 10) == 11)
    #expect(plan.rounds(forRoundNanoseconds: 200) == 5)
    #expect(plan.rounds(forRoundNanoseconds: 10_000) == 3)
    #expect(RunPlan(rounds: 1, sampleNanoseconds: 1).rounds(forRoundNanoseconds: 10) == 1)
  }

  @Test func takesTheMedianOfOddAndEvenSampleCounts() {
    #expect(Statistics.median([5, 1, 3]) == 3)
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
    #expect(Statistics.median([9]) == 9)
  }
}
