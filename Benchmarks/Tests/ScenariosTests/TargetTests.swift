import Harness
import Testing

@testable import Scenarios

@Suite struct TargetTests {
  private func result(_ scenario: String, _ subject: String, _ nanoseconds: Double) -> Result {
    Result(
      scenario: scenario,
      subject: subject,
      nanosecondsPerOperation: nanoseconds,
      allocationsPerOperation: 0,
      fields: []
    )
  }

  @Test func reportsMetAndMissedGoalsForWhatTheRunMeasured() {
    let results = [
      result("signals.emit1", "tablekit", 30),
      result("signals.emit1", "floor", 10),
      result("signals.emit1", "opencombine", 150),
    ]
    let lines = Target.report(Target.catalog, for: results)
    #expect(
      lines == [
        "missed  signals.emit1 tablekit <= 2.00x floor: 3.00x",
        "met     signals.emit1 opencombine >= 4.00x tablekit: 5.00x",
        "met     signals.emit1 tablekit allocations <= 0.00: 0.00",
      ]
    )
  }

  @Test func comparesTheMillionRowsDiffWithTheHundredThousand() {
    let results = [
      result("diff.int.100k.flat", "tablekit", 10),
      result("diff.int.1m.flat", "tablekit", 110),
    ]
    let lines = Target.report(Target.catalog, for: results)
    #expect(
      lines == ["met     diff.int.1m.flat tablekit <= 12.00x diff.int.100k.flat tablekit: 11.00x"])
  }
}
