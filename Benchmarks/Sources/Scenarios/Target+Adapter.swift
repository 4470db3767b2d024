import Harness

extension Target {
  /// The goals of the table view adapter: setting a table within 2x of its diff (end to end, and
  /// the kit's own work alone), and scrolling that makes no more cells than fit on screen plus
  /// two.
  static var adapterTargets: [Target] {
    [
      ratio("tablekit.set-10k", "tablekit", atMost: 2, times: "tablekit.set-10k", "diff"),
      // The kit's own share, on a table view that takes batches without performing them.
      ratio("tablekit.set-10k", "kit-only", atMost: 2, times: "tablekit.set-10k", "diff"),
      // Anchoring the row on screen adds at most a tenth to the kit's own work: the anchored
      // run's extra time over the unanchored one, on the same view, relative to kit-only.
      extraCost(
        "tablekit.set-10k", of: "anchored", over: "unanchored", relativeTo: "kit-only",
        atMost: 0.1),
      cellsCreated("tablekit.scroll-100k", atMostVisiblePlus: 2),
    ]
  }

  /// A goal on what `subject` costs over `baseline` in `scenario` (measured side by side),
  /// relative to `reference`'s time: at most `fraction` of it.
  static func extraCost(
    _ scenario: String, of subject: String, over baseline: String,
    relativeTo reference: String, atMost fraction: Double
  ) -> Target {
    let goal =
      "\(scenario) \(subject) - \(baseline) <= \(Int((fraction * 100).rounded()))% of "
      + reference
    return Target(goal: goal) { results in
      guard let measured = results.result(scenario, subject),
        let base = results.result(scenario, baseline),
        let scale = results.result(scenario, reference), scale.nanosecondsPerOperation > 0
      else { return nil }
      let extra =
        (measured.nanosecondsPerOperation - base.nanosecondsPerOperation)
        / scale.nanosecondsPerOperation
      let percent = (extra < 0 ? "-" : "") + SummaryTable.format(abs(extra) * 100)
      return ("\(percent)% of \(reference)", extra <= fraction)
    }
  }

  /// A goal on the `cells_created` field of `scenario`: at most its `visible_rows` plus `extra`.
  static func cellsCreated(_ scenario: String, atMostVisiblePlus extra: Int) -> Target {
    Target(goal: "\(scenario) cells_created <= visible_rows + \(extra)") { results in
      guard let fields = results.result(scenario, "tablekit")?.fields,
        case .integer(let cells)? = fields.first(where: { $0.name == "cells_created" })?.value,
        case .integer(let visible)? = fields.first(where: { $0.name == "visible_rows" })?.value
      else { return nil }
      return ("\(cells) cells for \(visible) visible rows", cells <= visible + extra)
    }
  }
}
