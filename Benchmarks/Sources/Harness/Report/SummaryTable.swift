/// A human-readable table of results: scenario, subject, ns/op, allocs/op, ratio to the floor
/// measured in the same scenario, and the extra fields.
public struct SummaryTable {
  /// The results, in the order they were measured.
  public var results: [Result]

  /// Creates a table of `results`.
  public init(_ results: [Result]) {
    self.results = results
  }

  /// The table as text, one line per result under a header.
  public var text: String {
    let header = ["scenario", "subject", "ns/op", "allocs/op", "x floor", "extra"]
    let rows = results.map { result in
      [
        result.scenario,
        result.subject,
        Self.format(result.nanosecondsPerOperation),
        result.allocationsPerOperation.map(Self.format) ?? "n/a",
        ratioToFloor(result).map { Self.format($0) + "x" } ?? "-",
        result.fields.map { "\($0.name)=\($0.value)" }.joined(separator: " "),
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { cells in
      cells.indices.map { column in
        let cell = cells[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        // Numbers align right, names left.
        return (2...4).contains(column) ? padding + cell : cell + padding
      }
      .joined(separator: "  ")
      .trimmingTrailingSpaces()
    }
    .joined(separator: "\n")
  }

  /// Returns the result's time divided by the floor's time in the same scenario, if there is one.
  func ratioToFloor(_ result: Result) -> Double? {
    guard
      let floor = results.first(where: { $0.scenario == result.scenario && $0.subject == "floor" }),
      floor.nanosecondsPerOperation > 0
    else { return nil }
    return result.nanosecondsPerOperation / floor.nanosecondsPerOperation
  }

  /// Formats a figure with two decimals below 100, none above.
  public static func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let hundredths = Int((value * 100).rounded())
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var trimmed = self
    while trimmed.last == " " { trimmed.removeLast() }
    return trimmed
  }
}
