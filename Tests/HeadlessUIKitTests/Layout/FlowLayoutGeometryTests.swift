import Foundation
import Testing

@testable import HeadlessUIKit

/// The flow layout's geometry, rule by rule (sources: Apple's UICollectionViewFlowLayout
/// documentation, cited in `FlowLayoutGeometry`).
@Suite struct FlowLayoutGeometryTests {
  private func squares(_ count: Int, side: CGFloat = 50) -> [CGSize] {
    Array(repeating: CGSize(width: side, height: side), count: count)
  }

  @Test func fillsLinesWithAsManyItemsAsFitAndJustifiesThem() {
    // 320 wide, 100-point items, 10 spacing: three fit (320 = 3·100 + 2·10); the fourth wraps.
    let section = FlowSectionMetrics(itemSizes: squares(4, side: 100))
    let geometry = FlowLayoutGeometry.vertical([section], width: 320)
    #expect(geometry.sections[0].items.map(\.origin.x) == [0, 110, 220, 110])
    #expect(geometry.sections[0].items.map(\.origin.y) == [0, 0, 0, 110])
    #expect(geometry.contentSize == CGSize(width: 320, height: 210))
  }

  @Test func widensInteritemSpacingUpwardToFillTheLine() {
    // Two 100-point items fit in 300 with 10 spacing, three do not; the gap grows to 100.
    let section = FlowSectionMetrics(itemSizes: squares(2, side: 100), interitemSpacing: 10)
    let geometry = FlowLayoutGeometry.vertical([section], width: 300)
    #expect(geometry.sections[0].items.map(\.minX) == [0, 200])
  }

  @Test func centresALoneItemInItsLine() {
    let section = FlowSectionMetrics(itemSizes: squares(1, side: 100))
    let geometry = FlowLayoutGeometry.vertical([section], width: 300)
    #expect(geometry.sections[0].items == [CGRect(x: 100, y: 0, width: 100, height: 100)])
  }

  @Test func centresShorterItemsVerticallyInTheirLine() {
    let sizes = [CGSize(width: 100, height: 40), CGSize(width: 100, height: 80)]
    let geometry = FlowLayoutGeometry.vertical(
      [FlowSectionMetrics(itemSizes: sizes)], width: 210)
    #expect(geometry.sections[0].items.map(\.minY) == [20, 0])
    #expect(geometry.contentSize.height == 80)
  }

  @Test func spacesLinesByMinimumLineSpacingButNotAroundHeaderAndFooter() {
    let section = FlowSectionMetrics(
      itemSizes: squares(2, side: 100), lineSpacing: 7,
      headerSize: CGSize(width: 0, height: 30), footerSize: CGSize(width: 999, height: 20))
    let geometry = FlowLayoutGeometry.vertical([section], width: 150)
    let frames = geometry.sections[0]
    #expect(frames.header == CGRect(x: 0, y: 0, width: 150, height: 30))
    #expect(frames.items.map(\.minY) == [30, 137])
    #expect(frames.footer == CGRect(x: 0, y: 237, width: 150, height: 20))
    #expect(geometry.contentSize == CGSize(width: 150, height: 257))
  }

  @Test func omitsHeadersAndFootersWhoseHeightIsZero() {
    let section = FlowSectionMetrics(
      itemSizes: squares(1), headerSize: CGSize(width: 100, height: 0),
      footerSize: CGSize(width: 100, height: 0))
    let frames = FlowLayoutGeometry.vertical([section], width: 100).sections[0]
    #expect(frames.header == nil)
    #expect(frames.footer == nil)
  }

  @Test func insetsItemsInsideHeaderAndFooterAndKeepsInsetsOfEmptySections() {
    let inset = FlowSectionMetrics(
      itemSizes: squares(2), top: 5, left: 10, bottom: 15, right: 20,
      headerSize: CGSize(width: 0, height: 30))
    let empty = FlowSectionMetrics(itemSizes: [], top: 1, bottom: 2)
    let geometry = FlowLayoutGeometry.vertical([inset, empty], width: 200)
    // Available width 170: two 50-point items justified at 10 and 10 + 170 − 50.
    #expect(
      geometry.sections[0].items.map(\.origin) == [
        CGPoint(x: 10, y: 35), CGPoint(x: 130, y: 35),
      ])
    let headerInsetsLineInsets: CGFloat = 30 + 5 + 50 + 15
    #expect(geometry.contentSize.height == headerInsetsLineInsets + 1 + 2)
  }

  @Test func stacksSectionsOneAfterAnother() {
    let geometry = FlowLayoutGeometry.vertical(
      [FlowSectionMetrics(itemSizes: squares(1)), FlowSectionMetrics(itemSizes: squares(1))],
      width: 50)
    #expect(geometry.sections.map { $0.items[0].minY } == [0, 50])
  }

  @Test func laysOutHorizontalScrollingAsTheTransposeOfVertical() {
    let section = FlowSectionMetrics(
      itemSizes: [CGSize(width: 30, height: 100), CGSize(width: 30, height: 100)],
      left: 2, headerSize: CGSize(width: 40, height: 999))
    let geometry = FlowLayoutGeometry.horizontal([section], height: 100)
    #expect(geometry.sections[0].header == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(
      geometry.sections[0].items.map(\.origin) == [
        CGPoint(x: 42, y: 0), CGPoint(x: 82, y: 0),
      ])
    #expect(geometry.contentSize == CGSize(width: 112, height: 100))
  }

  @Test func findsElementsIntersectingARectInDisplayOrder() {
    let section = FlowSectionMetrics(
      itemSizes: squares(4, side: 100), lineSpacing: 0, interitemSpacing: 0,
      headerSize: CGSize(width: 0, height: 10), footerSize: CGSize(width: 0, height: 10))
    let geometry = FlowLayoutGeometry.vertical([section], width: 200)
    // Items at y 10 and 110, footer at 210. A rect from 100 to 110 touches line two only at
    // its edge, which does not count as intersecting.
    let found = geometry.elements(in: CGRect(x: 0, y: 0, width: 200, height: 110)).map(\.element)
    #expect(found == [.header(section: 0), .item(section: 0, item: 0), .item(section: 0, item: 1)])
    let tail = geometry.elements(in: CGRect(x: 0, y: 150, width: 200, height: 100)).map(\.element)
    #expect(tail == [.item(section: 0, item: 2), .item(section: 0, item: 3), .footer(section: 0)])
  }

  @Test func elementSearchByLinesFindsWhatEveryFrameTestFinds() {
    // Rules.md R-scale-3: the search over lines gives the same elements, in the same order, as
    // testing every frame, for random sections scrolling either way.
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let sections = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        FlowSectionMetrics(
          itemSizes: (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            CGSize(
              width: CGFloat(Int.random(in: 10...120, using: &generator)),
              height: CGFloat(Int.random(in: 0...90, using: &generator)))
          },
          top: CGFloat(Int.random(in: 0...10, using: &generator)),
          lineSpacing: CGFloat(Int.random(in: -5...12, using: &generator)),
          interitemSpacing: CGFloat(Int.random(in: 0...12, using: &generator)),
          headerSize: CGSize(
            width: 30, height: CGFloat(Int.random(in: 0...1, using: &generator) * 30)))
      }
      let horizontal = Bool.random(using: &generator)
      let geometry =
        horizontal
        ? FlowLayoutGeometry.horizontal(sections, height: 300)
        : FlowLayoutGeometry.vertical(sections, width: 300)
      for _ in 0..<20 {
        let rect = CGRect(
          x: CGFloat(Int.random(in: -50...400, using: &generator)),
          y: CGFloat(Int.random(in: -50...1_500, using: &generator)),
          width: CGFloat(Int.random(in: 0...400, using: &generator)),
          height: CGFloat(Int.random(in: 0...400, using: &generator)))
        var expected: [FlowElement] = []
        for (index, frames) in geometry.sections.enumerated() {
          if let header = frames.header, header.overlaps(rect) {
            expected.append(.header(section: index))
          }
          for (item, frame) in frames.items.enumerated() where frame.overlaps(rect) {
            expected.append(.item(section: index, item: item))
          }
          if let footer = frames.footer, footer.overlaps(rect) {
            expected.append(.footer(section: index))
          }
        }
        #expect(geometry.elements(in: rect).map(\.element) == expected, "seed \(seed) \(rect)")
      }
    }
  }
}
