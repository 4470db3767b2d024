import Harness

extension Target {
  /// The goals of edits and large sets, for both kits: one row edited in a 100k-row table
  /// within 10x of the same edit on 1k rows, and the main actor's share of a 100k-row set at
  /// most a quarter of the diff alone.
  static var editTargets: [Target] {
    ["tablekit", "collectionkit"].flatMap { kit in
      [
        ratio("\(kit).edit-100k", "kit-only", atMost: 10, times: "\(kit).edit-100k", "floor"),
        ratio(
          "\(kit).set-100k-main", "main", atMost: 0.25, times: "\(kit).set-100k-main", "floor"),
      ]
    }
  }
}
