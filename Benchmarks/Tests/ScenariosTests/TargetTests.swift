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

  @Test func anchoringsExtraCostIsRelatedToTheKitsOwnWork() {
    let measured = [
      result("tablekit.set-10k", "kit-only", 2000),
      result("tablekit.set-10k", "anchored", 5300),
      result("tablekit.set-10k", "unanchored", 5000),
    ]
    #expect(
      Target.report(Target.catalog, for: measured) == [
        "missed  tablekit.set-10k anchored - unanchored <= 10% of kit-only: 15.00% of kit-only"
      ])
    let faster = [
      result("tablekit.set-10k", "kit-only", 2000),
      result("tablekit.set-10k", "anchored", 4990),
      result("tablekit.set-10k", "unanchored", 5000),
    ]
    #expect(
      Target.report(Target.catalog, for: faster) == [
        "met     tablekit.set-10k anchored - unanchored <= 10% of kit-only: -0.50% of kit-only"
      ])
  }
}
