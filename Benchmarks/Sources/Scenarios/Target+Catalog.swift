import Harness

extension Target {
  /// The goals of the benchmarks: signal costs against the floor and OpenCombine, allocation
  /// counts, flat subscription cost, diff costs against the floor, and diff scaling.
  public static var catalog: [Target] {
    var targets = [
      ratio("signals.emit1", "tablekit", atMost: 2, times: "signals.emit1", "floor"),
      ratio("signals.emit1", "opencombine", atLeast: 4, times: "signals.emit1", "tablekit"),
      ratio("signals.emit10", "tablekit", atMost: 2.5, times: "signals.emit10", "floor"),
      ratio(
        "signals.emit1-contended", "opencombine", atLeast: 1, times: "signals.emit1-contended",
        "tablekit"),
    ]
    for scenario in ["signals.emit1", "signals.emit10", "signals.map-filter"] {
      targets.append(allocations(scenario, atMost: 0))
    }
    targets += [
      allocations("signals.readwrite-set", atMost: 0),
      allocations("signals.subscribe-dispose", atMost: 2),
      ratio(
        "signals.subscribe-dispose", "tablekit", atMost: 2, times: "signals.subscribe-dispose",
        "floor"),
      ratio(
        "signals.subscribe-dispose-10k", "tablekit", atMost: 1.5,
        times: "signals.subscribe-dispose", "tablekit"),
    ]
    for (identifier, limit) in [("int", 2.0), ("uuid", 1.5)] {
      for layout in ["flat", "sectioned"] {
        let scenario = "diff.\(identifier).100k.\(layout)"
        targets.append(ratio(scenario, "tablekit", atMost: limit, times: scenario, "floor"))
      }
    }
    for identifier in ["int", "uuid"] {
      for layout in ["flat", "sectioned"] {
        targets.append(
          ratio(
            "diff.\(identifier).1m.\(layout)", "tablekit", atMost: 12,
            times: "diff.\(identifier).100k.\(layout)", "tablekit"))
      }
    }
    return targets + adapterTargets + collectionTargets + editTargets
  }

  /// A goal on the time of `subject` in `scenario` relative to another measured time.
  static func ratio(
    _ scenario: String,
    _ subject: String,
    atMost limit: Double? = nil,
    atLeast floor: Double? = nil,
    times baselineScenario: String,
    _ baseline: String
  ) -> Target {
    let bound =
      limit.map { "<= \(SummaryTable.format($0))x" } ?? ">= \(SummaryTable.format(floor ?? 0))x"
    let of = baselineScenario == scenario ? baseline : "\(baselineScenario) \(baseline)"
    return Target(goal: "\(scenario) \(subject) \(bound) \(of)") { results in
      results.ratio(scenario, subject, to: baselineScenario, baseline).map { ratio in
        let isMet = limit.map { ratio <= $0 } ?? (ratio >= (floor ?? 0))
        return ("\(SummaryTable.format(ratio))x", isMet)
      }
    }
  }

  /// A goal on TableKit's allocations per operation in `scenario`.
  static func allocations(_ scenario: String, atMost limit: Double) -> Target {
    Target(goal: "\(scenario) tablekit allocations <= \(SummaryTable.format(limit))") { results in
      guard let allocations = results.result(scenario, "tablekit")?.allocationsPerOperation
      else { return nil }
      return (SummaryTable.format(allocations), allocations <= limit)
    }
  }
}
