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
      // Anchoring the row on screen costs at most a tenth of the kit's own work.
      ratio(
        "tablekit.set-10k", "kit-only-anchored", atMost: 1.1, times: "tablekit.set-10k",
        "kit-only-unanchored"),
      cellsCreated("tablekit.scroll-100k", atMostVisiblePlus: 2),
    ]
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
