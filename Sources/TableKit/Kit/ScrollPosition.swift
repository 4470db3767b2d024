/// Where the user reads, as a value: the row at the top of the visible area, by identity, and
/// how far into it the user has scrolled. Rows inserted or removed above it do not change it, so
/// it restores the same reading position on a new kit, after a relaunch, or after the data
/// changed; it is `Codable` when the row identity is.
///
/// ```swift
/// let saved = try JSONEncoder().encode(kit.readingPosition)
/// // … later, on a new kit:
/// if let position = try? JSONDecoder().decode(ScrollPosition<Message.ID>.self, from: saved) {
///   kit.restore(position)
/// }
/// ```
public struct ScrollPosition<RowID: Hashable>: Hashable {
  /// The identity of the row at the top of the visible area.
  public var rowID: RowID
  /// How many points of the row are scrolled past the top of the visible area (0 when its top
  /// is at the top; negative when a header or spacing above it shows).
  public var offsetInRow: CGFloat

  /// Creates a reading position.
  public init(rowID: RowID, offsetInRow: CGFloat) {
    self.rowID = rowID
    self.offsetInRow = offsetInRow
  }
}

extension ScrollPosition: Sendable where RowID: Sendable {}
extension ScrollPosition: Codable where RowID: Codable {}
