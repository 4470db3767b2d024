import Foundation
import Testing

@testable import HeadlessUIKit

/// Orthogonally scrolling sections (Rules.md R-comp-8, R-comp-9).
@MainActor @Suite struct OrthogonalScrollingTests {
  /// A vertical layout whose section 0 is a row of 80-point groups scrolling sideways with a
  /// behaviour, and whose section 1 is a plain column of 50-point rows.
  private func makeView(
    _ recorder: CollectionRecorder,
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  ) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      guard section == 0 else { return gridSection(columns: 1, height: .absolute(50)) }
      let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(80), .absolute(60)), subitems: [item])
      let row = NSCollectionLayoutSection(group: group)
      row.interGroupSpacing = 20
      row.orthogonalScrollingBehavior = behavior
      return row
    }
    return makeCollectionView(recorder, width: 200, height: 200, layout: layout)
  }

  @Test("R-comp-8: an orthogonal section lays its groups across the scroll direction")
  func orthogonalSectionsRunAcross() {
    let recorder = CollectionRecorder(sections: labels([10, 3]))
    let collectionView = makeView(recorder, behavior: .continuous)
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 100, y: 0, width: 80, height: 60))
    #expect(collectionView.visibleFrames["1-0"] == CGRect(x: 0, y: 60, width: 200, height: 50))
    #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 2)
    #expect(collectionView.contentSize == CGSize(width: 200, height: 60 + 150))
  }

  @Test("R-comp-8: scrolling the section sideways displays the cells it brings in, alone")
  func scrollingTheSectionFollowsItsOwnOffset() {
    let recorder = CollectionRecorder(sections: labels([10, 3]))
    let collectionView = makeView(recorder, behavior: .continuous)
    collectionView.layoutIfNeeded()
    recorder.log = []
    #expect(collectionView.headless.scrollOrthogonalSection(0, by: 250) == 250)
    #expect(
      collectionView.indexPathsForVisibleItems.filter { $0.section == 0 } == IndexPath.items(2...4))
    #expect(collectionView.visibleFrames["0-3"] == CGRect(x: 50, y: 0, width: 80, height: 60))
    #expect(
      recorder.calls("willDisplay", "didEndDisplaying", "didScroll") == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-2", "willDisplay 0-3",
        "willDisplay 0-4",
      ])
    #expect(collectionView.contentOffset == .zero)
    // The offset stays within the row: 10 groups of 80 with 20 between are 980 points.
    collectionView.headless.scrollOrthogonalSection(0, by: 10_000)
    #expect(collectionView.headless.orthogonalOffset(ofSection: 0) == 780)
    #expect(collectionView.headless.orthogonalOffset(ofSection: 1) == nil)
  }

  @Test("R-comp-9: paging behaviours come to rest on a page or a group")
  func pagingBehavioursSettle() {
    let cases: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, CGFloat)] = [
      (.continuous, 130), (.paging, 200), (.groupPaging, 100),
      (.continuousGroupLeadingBoundary, 100), (.groupPagingCentered, 100 + 40 - 100 + 100),
    ]
    for (behavior, expected) in cases {
      let recorder = CollectionRecorder(sections: labels([10, 3]))
      let collectionView = makeView(recorder, behavior: behavior)
      #expect(
        collectionView.headless.scrollOrthogonalSection(0, by: 130) == expected, "\(behavior)")
    }
  }

  @Test("R-comp-8: the section keeps its offset through updates of other sections")
  func offsetSurvivesUpdates() {
    let recorder = CollectionRecorder(sections: labels([10, 3]))
    let collectionView = makeView(recorder, behavior: .continuous)
    collectionView.headless.scrollOrthogonalSection(0, by: 300)
    recorder.sections[1].append("1-3")
    collectionView.insertItems(at: [IndexPath(item: 3, section: 1)])
    #expect(collectionView.headless.orthogonalOffset(ofSection: 0) == 300)
    #expect(collectionView.visibleFrames["0-3"]?.minX == 0)
  }
}
