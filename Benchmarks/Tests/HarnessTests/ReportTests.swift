import Testing

@testable import Harness

@Suite struct ReportTests {
  private func result(
    _ subject: String,
    nanoseconds: Double,
    allocations: Double? = 0,
    fields: [Result.Field] = []
  ) -> Result {
    Result(
      scenario: "signals.emit1",
      subject: subject,
      nanosecondsPerOperation: nanoseconds,
      allocationsPerOperation: allocations,
      fields: fields
    )
  }

  @Test func writesOneJSONObjectWithTheExtraFieldsLast() {
    let line =
      result(
        "tablekit",
        nanoseconds: 12.3456,
        allocations: 0.5,
        fields: [.init(name: "moves", value: .integer(42))]
      ).jsonLine
    #expect(
      line
        == #"{"scenario": "signals.emit1", "subject": "tablekit", "ns_per_op": 12.346, "allocs_per_op": 0.5, "moves": 42}"#
    )
  }

  @Test func writesNullWhereAllocationsAreNotCounted() {
    #expect(
      result("floor", nanoseconds: 3, allocations: nil).jsonLine.hasSuffix(
        #""allocs_per_op": null}"#))
  }

  @Test func escapesQuotesAndControlCharacters() {
    #expect(JSONString.quote("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
  }

  @Test func showsEachSubjectsRatioToTheFloor() {
    let table = SummaryTable([
      result("floor", nanoseconds: 10), result("tablekit", nanoseconds: 25),
    ])
    let lines = table.text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[2].contains("2.50x"))
    #expect(lines[1].contains("1.00x"))
  }
}
