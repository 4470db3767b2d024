import Foundation
import Testing

@testable import HeadlessUIKit

/// The table geometry's incremental updates and searches agree with a geometry built afresh and
/// with a scan over every element.
@Suite struct TableGeometryTests {
  private static let heights: [CGFloat] = [0, 1.0 / 3, 12.5, 28, 44, 0.1, 100]

  private func randomGeometry(using generator: inout SeededGenerator) -> TableGeometry {
    let sections = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
      var section = TableGeometry.Section()
      section.header = Self.heights.randomElement(using: &generator)!
      section.footer = Self.heights.randomElement(using: &generator)!
      section.rows = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Self.heights.randomElement(using: &generator)!
      }
      section.measured = section.rows.map { _ in Bool.random(using: &generator) }
      return section
    }
    return TableGeometry(
      sections: sections, top: Self.heights.randomElement(using: &generator)!,
      bottom: Self.heights.randomElement(using: &generator)!)
  }

  private func paths(of geometry: TableGeometry) -> [IndexPath] {
    geometry.sections.indices.flatMap { section in
      geometry.sections[section].rows.indices.map { IndexPath(row: $0, section: section) }
    }
  }

  /// Returns where the geometry differs from one built afresh from its heights, or nil.
  private func difference(_ geometry: TableGeometry) -> String? {
    let fresh = TableGeometry(
      sections: geometry.sections, top: geometry.top, bottom: geometry.bottom)
    if geometry.contentHeight != fresh.contentHeight { return "content height" }
    for path in paths(of: geometry)
    where geometry.rectForRow(path, width: 1) != fresh.rectForRow(path, width: 1) {
      return "row \(path)"
    }
    for section in geometry.sections.indices {
      if geometry.rectForSection(section, width: 1) != fresh.rectForSection(section, width: 1)
        || geometry.rectForHeader(section, width: 1) != fresh.rectForHeader(section, width: 1)
        || geometry.rectForFooter(section, width: 1) != fresh.rectForFooter(section, width: 1)
      {
        return "section \(section)"
      }
    }
    return nil
  }

  @Test func changedHeightsMoveEveryLaterElementAsARebuildWould() {
    for seed in UInt64(1)...300 {
      var generator = SeededGenerator(seed: seed)
      var geometry = randomGeometry(using: &generator)
      for _ in 0..<20 {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: geometry.top = Self.heights.randomElement(using: &generator)!
        case 1: geometry.bottom = Self.heights.randomElement(using: &generator)!
        default:
          guard let path = paths(of: geometry).randomElement(using: &generator) else { continue }
          geometry.setHeight(Self.heights.randomElement(using: &generator)!, forRow: path)
          #expect(geometry.isMeasured(path), "seed \(seed)")
        }
        if let difference = difference(geometry) {
          Issue.record("seed \(seed): \(difference) differs from a rebuilt geometry")
          break
        }
      }
    }
  }

  @Test func rowSearchFindsExactlyTheRowsWithHeightThatOverlapASpan() {
    for seed in UInt64(1)...300 {
      var generator = SeededGenerator(seed: seed)
      let geometry = randomGeometry(using: &generator)
      for _ in 0..<10 {
        let minY = CGFloat.random(in: -10...(geometry.contentHeight + 10), using: &generator)
        let maxY = minY + CGFloat.random(in: 0...200, using: &generator)
        let expected = paths(of: geometry).filter {
          let rect = geometry.rectForRow($0, width: 1)
          return rect.height > 0 && rect.minY < maxY && rect.maxY > minY
        }
        #expect(geometry.rows(from: minY, to: maxY) == expected, "seed \(seed)")
        let candidates = geometry.sections(from: minY - 1, to: maxY + 1)
        for section in geometry.sections.indices {
          let rect = geometry.rectForSection(section, width: 1)
          if rect.maxY > minY, rect.minY < maxY {
            #expect(candidates.contains(section), "seed \(seed): section \(section)")
          }
        }
      }
    }
  }
}
