/// What keeps its place on screen when the table changes: by default the first row the user
/// can fully see, so rows inserted, deleted, moved or resized above it do not move what the user
/// reads.
///
/// ```swift
/// kit.anchoring = .bottom                 // a chat: pinned to the newest message
/// kit.anchoring = .row(openedMessage)     // this row, while it is on screen
/// kit.anchoring = .none                   // UIKit's own: the content offset is kept
/// ```
///
/// Whatever the choice, the anchor is taken just before each update and the content offset is
/// corrected right after it, in the same call, whether the update animates or not; the
/// correction keeps a fling's momentum. See <doc:KeepingTheUsersPlace>.
public enum ScrollAnchoring<Row> {
  /// The first fully visible row stays where it is; at the top of the list (nothing scrolled),
  /// rows inserted above show instead, as readers of a feed expect. The default.
  case firstVisibleRow
  /// The first fully visible row stays where it is, at the top of the list too: rows inserted
  /// above stay above, out of sight.
  case firstVisibleRowEvenAtTop
  /// This row stays where it is while it is on screen; otherwise, the first fully visible row.
  case row(Row)
  /// The end of the content stays at the bottom while the user is there — rows added below
  /// scroll into view — and otherwise the first fully visible row stays where it is (a chat).
  case bottom
  /// Nothing: the content offset is kept, as UIKit keeps it, and the rows on screen move.
  case none
}

extension ScrollAnchoring: Sendable where Row: Sendable {}
extension ScrollAnchoring: Equatable where Row: Equatable {}
