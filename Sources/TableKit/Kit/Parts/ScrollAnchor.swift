/// The user's place in a list, taken just before an update, and the content offset that puts it
/// back after: a value, tested without a view.
///
/// UIKit keeps the content offset through a batch update, so rows inserted, deleted or resized
/// above the rows on screen move them (Rules.md R-anchor-1). An anchor remembers where the rows
/// on screen are — each row's identity and its top's distance from the top of the bounds — and
/// gives back the offset that puts the first of them still in the table at the same place.
struct ScrollAnchor: Equatable {
  /// How an anchor is chosen, from the app's ``ScrollAnchoring`` with its row's identity.
  enum Mode: Equatable {
    /// The first fully visible row; at the top, nothing unless `atTop` says to keep it.
    case firstVisibleRow(atTop: Bool)
    /// This row when it is on screen, else the first fully visible row.
    case row(AnyHashable)
    /// The end of the content when the view shows it, else the first fully visible row.
    case bottom
  }

  /// What stays put.
  enum Place: Equatable {
    /// The first of these rows still in the table stays at its distance from the bounds' top:
    /// the row chosen first, then the rows above it nearest first, then those below.
    case rows([Mark])
    /// The end of the content stays at the bottom of the visible area.
    case bottom
  }

  /// A row's identity, its top's distance from the top of the bounds, and its position in the
  /// table the anchor was taken in (where the search for it after the update starts).
  struct Mark: Equatable {
    var id: AnyHashable
    var screenY: CGFloat
    var index: TableIndex
  }

  /// The vertical geometry of a scroll view.
  struct Viewport: Equatable {
    /// The content offset's y.
    var offset: CGFloat
    /// The bounds' height.
    var height: CGFloat
    /// The adjusted content inset's top and bottom.
    var insetTop: CGFloat
    var insetBottom: CGFloat
    /// The content size's height.
    var contentHeight: CGFloat

    /// The smallest offset at which the content rests.
    var lowest: CGFloat { -insetTop }
    /// The largest offset at which the content rests.
    var highest: CGFloat { max(lowest, contentHeight + insetBottom - height) }
    /// Whether the content rests at its top (within half a point).
    var isAtTop: Bool { offset <= lowest + 0.5 }
    /// Whether the content rests at its end (within half a point).
    var isAtBottom: Bool { offset >= highest - 0.5 }
    /// The part of the content shown between the insets.
    var visible: ClosedRange<CGFloat> {
      (offset + insetTop)...max(offset + insetTop, offset + height - insetBottom)
    }
  }

  /// A row on screen: its identity, position in the table, and frame in content coordinates.
  struct VisibleRow: Equatable {
    var id: AnyHashable
    var index: TableIndex
    var frame: CGRect
  }

  /// What stays put.
  let place: Place

  /// Takes the user's place, or nil when the update should keep the content offset as UIKit
  /// does (at the top, new rows above show; nothing is on screen).
  ///
  /// - Parameters:
  ///   - mode: How the anchor is chosen.
  ///   - viewport: The scroll view's geometry now.
  ///   - rows: The rows on screen, in any order.
  /// - Complexity: O(*n* log *n*) in the number of rows on screen.
  static func capture(_ mode: Mode, viewport: Viewport, rows: [VisibleRow]) -> ScrollAnchor? {
    if mode == .bottom, viewport.isAtBottom { return ScrollAnchor(place: .bottom) }
    if case .firstVisibleRow(atTop: false) = mode, viewport.isAtTop { return nil }
    let ordered = rows.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    guard let chosen = chosenIndex(in: ordered, mode: mode, visible: viewport.visible) else {
      return nil
    }
    let candidates =
      [chosen] + ordered.indices[..<chosen].reversed() + ordered.indices[(chosen + 1)...]
    return ScrollAnchor(
      place: .rows(
        candidates.map {
          Mark(
            id: ordered[$0].id, screenY: ordered[$0].frame.minY - viewport.offset,
            index: ordered[$0].index)
        }))
  }

  /// The index of the row that stays put: the named row when it is on screen, else the first
  /// row wholly between the insets, else the first row partly there.
  private static func chosenIndex(
    in ordered: [VisibleRow], mode: Mode, visible: ClosedRange<CGFloat>
  ) -> Int? {
    if case .row(let id) = mode, let named = ordered.firstIndex(where: { $0.id == id }),
      ordered[named].frame.maxY > visible.lowerBound, ordered[named].frame.minY < visible.upperBound
    {
      return named
    }
    // A quarter point of slack: frames are sums of heights, added in another order than offsets.
    if let whole = ordered.firstIndex(where: {
      $0.frame.minY >= visible.lowerBound - 0.25 && $0.frame.maxY <= visible.upperBound + 0.25
    }) {
      return whole
    }
    return ordered.firstIndex {
      $0.frame.maxY > visible.lowerBound && $0.frame.minY < visible.upperBound
    }
  }

  /// Returns the content offset's y that puts the place back, within the offsets where the
  /// content rests; nil when no row of the anchor is left in the table.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's geometry after the update.
  ///   - frame: The frame of a mark's row now, or nil when it left the table.
  func offset(in viewport: Viewport, frame: (Mark) -> CGRect?) -> CGFloat? {
    switch place {
    case .bottom:
      return viewport.highest
    case .rows(let marks):
      for mark in marks {
        guard let rect = frame(mark) else { continue }
        return min(max(rect.minY - mark.screenY, viewport.lowest), viewport.highest)
      }
      return nil
    }
  }

  /// The identity of the row the anchor keeps first, if it keeps a row.
  var firstRow: AnyHashable? {
    guard case .rows(let marks) = place else { return nil }
    return marks.first?.id
  }

  /// Returns the anchor with its rows' positions moved to where `position` finds them now (a
  /// row not found keeps its old position, where a later search starts).
  func repositioned(_ position: (Mark) -> TableIndex?) -> ScrollAnchor {
    guard case .rows(let marks) = place else { return self }
    return ScrollAnchor(
      place: .rows(
        marks.map { mark in
          var moved = mark
          moved.index = position(mark) ?? mark.index
          return moved
        }))
  }
}
