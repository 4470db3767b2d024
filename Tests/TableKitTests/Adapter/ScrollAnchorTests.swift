import Testing

@testable import TableKit

/// The anchor as a value: which row it takes and the offset that puts it back, without a view.
@Suite struct ScrollAnchorTests {
  /// A 220-point view scrolled to `offset` over 44-point rows `ids`, from y 0.
  static func capture(
    _ mode: ScrollAnchor.Mode, offset: CGFloat, ids: [Int], content: CGFloat = 2000
  ) -> ScrollAnchor? {
    let viewport = ScrollAnchor.Viewport(
      offset: offset, height: 220, insetTop: 0, insetBottom: 0, contentHeight: content)
    let rows = ids.enumerated().map { index, id in
      ScrollAnchor.VisibleRow(
        id: id, index: TableIndex(row: index, section: 0),
        frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 320, height: 44))
    }
    return ScrollAnchor.capture(mode, viewport: viewport, rows: rows)
  }

  static let viewport = ScrollAnchor.Viewport(
    offset: 0, height: 220, insetTop: 0, insetBottom: 0, contentHeight: 2000)

  @Test func theFirstWhollyVisibleRowIsTakenWithTheRowsAboveItNext() {
    let anchor = Self.capture(.firstVisibleRow(atTop: false), offset: 50, ids: Array(0..<8))
    guard case .rows(let marks)? = anchor?.place else {
      Issue.record("no rows taken")
      return
    }
    #expect(marks.map(\.id) == [2, 1, 0, 3, 4, 5, 6, 7].map(AnyHashable.init))
    #expect(marks.first?.screenY == 38)
  }

  @Test func atTheTopNothingIsTakenUnlessAsked() {
    #expect(Self.capture(.firstVisibleRow(atTop: false), offset: 0, ids: [1, 2]) == nil)
    #expect(
      Self.capture(.firstVisibleRow(atTop: true), offset: 0, ids: [1, 2])?.firstRow
        == AnyHashable(1))
  }

  @Test func aNamedRowOnScreenIsTakenAndOneOffScreenIsNot() {
    #expect(
      Self.capture(.row(AnyHashable(4)), offset: 50, ids: Array(0..<8))?.firstRow == AnyHashable(4))
    #expect(
      Self.capture(.row(AnyHashable(7)), offset: 50, ids: Array(0..<8))?.firstRow == AnyHashable(2))
  }

  @Test func theBottomIsTakenOnlyAtTheBottom() {
    let atBottom = Self.capture(.bottom, offset: 1780, ids: [1, 2], content: 2000)
    #expect(atBottom?.place == .bottom)
    #expect(
      Self.capture(.bottom, offset: 20, ids: [1, 2], content: 2000)?.firstRow == AnyHashable(2))
  }

  @Test func theOffsetPutsTheFirstRowLeftBackWithinTheRestingOffsets() throws {
    let anchor = try #require(
      Self.capture(.firstVisibleRow(atTop: false), offset: 50, ids: [0, 1, 2, 3]))
    // Row 2 moved down by 300 points.
    let moved = anchor.offset(in: Self.viewport) {
      $0.id == AnyHashable(2) ? CGRect(x: 0, y: 388, width: 320, height: 44) : nil
    }
    #expect(moved == 350)
    // Row 2 moved up near the start: the content cannot rest above its start.
    let clamped = anchor.offset(in: Self.viewport) {
      $0.id == AnyHashable(2) ? CGRect(x: 0, y: 10, width: 320, height: 44) : nil
    }
    #expect(clamped == 0)
    // Row 2 left: row 1, next, keeps its place.
    let next = anchor.offset(in: Self.viewport) {
      $0.id == AnyHashable(1) ? CGRect(x: 0, y: 100, width: 320, height: 44) : nil
    }
    #expect(next == 106)
    #expect(anchor.offset(in: Self.viewport) { _ in nil } == nil)
  }
}
