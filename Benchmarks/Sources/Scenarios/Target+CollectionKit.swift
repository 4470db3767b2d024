import Harness

extension Target {
  /// The goals of the collection view adapter: setting a table within 2x of its diff (end to
  /// end, and the kit's own work alone), and
  /// scrolling that makes no more cells than fit on screen plus one line of items.
  static var collectionTargets: [Target] {
    [
      ratio(
        "collectionkit.set-10k", "collectionkit", atMost: 2, times: "collectionkit.set-10k",
        "diff"),
      // The kit's own share, on a collection view that takes batches without performing them.
      ratio(
        "collectionkit.set-10k", "kit-only", atMost: 2, times: "collectionkit.set-10k", "diff"),
      // Anchoring the item on screen adds at most a tenth to the kit's own work, as on tables.
      extraCost(
        "collectionkit.set-10k", of: "anchored", over: "unanchored", relativeTo: "kit-only",
        atMost: 0.1),
      Target(goal: "collectionkit.scroll-100k cells_created <= visible_items + one line") {
        results in
        guard let fields = results.result("collectionkit.scroll-100k", "collectionkit")?.fields,
          case .integer(let cells)? = fields.first(where: { $0.name == "cells_created" })?.value,
          case .integer(let visible)? = fields.first(where: { $0.name == "visible_items" })?.value,
          case .integer(let line)? = fields.first(where: { $0.name == "items_per_line" })?.value
        else { return nil }
        return ("\(cells) cells for \(visible) visible items", cells <= visible + line)
      },
    ] + listTargets
  }

  /// The goals over list and compositional layouts: a list set within 2x of its diff (the
  /// kit's own work), a list scroll that makes no more cells than a screen and two rows (the
  /// one UIKit keeps behind and the one it prepares ahead), and a
  /// compositional layout of 100k estimated items prepared about as fast as one of 10k.
  static var listTargets: [Target] {
    [
      ratio(
        "collectionkit.list-set-10k", "kit-only", atMost: 2, times: "collectionkit.list-set-10k",
        "diff"),
      // Visible + 2, as the table's: with prefetching on, UIKit keeps the cell of the row just
      // behind the visible ones and prepares the one just ahead (Rules.md R-cleanup-1), so a
      // one-row line cannot meet "visible + one line".
      Target(goal: "collectionkit.list-scroll-100k cells_created <= visible_items + 2") {
        results in
        guard
          let fields = results.result("collectionkit.list-scroll-100k", "collectionkit")?.fields,
          case .integer(let cells)? = fields.first(where: { $0.name == "cells_created" })?.value,
          case .integer(let visible)? = fields.first(where: { $0.name == "visible_items" })?.value
        else { return nil }
        return ("\(cells) cells for \(visible) visible items", cells <= visible + 2)
      },
      // O(visible): ten times the items may not cost twice the time.
      ratio(
        "collectionkit.compositional-prepare", "prepare-100k", atMost: 2,
        times: "collectionkit.compositional-prepare", "prepare-10k"),
    ]
  }
}
