/// Something that happened to a context menu of the kit's rows.
@MainActor public struct ContextMenuEvent<Row> {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The menu is about to show (`willDisplayContextMenu`).
    case willDisplay
    /// The user tapped the menu's preview: open the row (`willPerformPreviewActionForMenuWith`;
    /// sent as the commit animation ends).
    case commitPreview
    /// The menu is about to go (`willEndContextMenuInteraction`).
    case willEnd
  }

  /// What happened.
  public let kind: Kind
  /// The rows the menu acts on, as the table holds them now: one, or the selected rows of a
  /// collection view's multiple selection; rows that left the table are left out.
  public let rows: [Row]
}

/// The rows a context menu the kit made acts on, by identity, while it shows.
struct ContextMenuRows {
  /// The configuration the kit made for them.
  let configuration: ObjectIdentifier
  /// The rows' identities.
  let rowIDs: [AnyHashable]
  /// Where the rows were when the menu was made.
  let hints: [TableIndex]
}
