import Foundation
import Testing

@testable import HeadlessUIKit

/// Compositional layout geometry and display (Rules.md R-comp-*).
@MainActor @Suite struct CompositionalLayoutTests {
  @Test(
    "R-comp-4: a listed subitem repeats while it fits, so a full-width group of thirds holds three")
  func gridRowsHoldAsManyItemsAsFit() {
    let recorder = CollectionRecorder(sections: labels([7]))
    let layout = UICollectionViewCompositionalLayout(
      section: gridSection(columns: 3, height: .absolute(100)))
    let collectionView = makeCollectionView(recorder, width: 300, height: 250, layout: layout)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...6))
    #expect(collectionView.visibleFrames["0-4"] == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(collectionView.visibleFrames["0-6"] == CGRect(x: 0, y: 200, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 300, height: 300))
    collectionView.contentOffset = CGPoint(x: 0, y: 150)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(3...6))
  }

  @Test(
    "R-comp-5, R-comp-6: a count group shares its width; spacing, insets and group spacing add up")
  func countGroupsSpacingAndInsets() {
    let recorder = CollectionRecorder(sections: labels([4]))
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 20
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 10)
    let collectionView = makeCollectionView(
      recorder, width: 230, height: 400,
      layout: UICollectionViewCompositionalLayout(section: section))
    // (230 - 20 insets - 10 spacing) / 2 = 100 per item, less the item's insets.
    #expect(collectionView.visibleFrames["0-0"] == CGRect(x: 12, y: 6, width: 94, height: 46))
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 122, y: 6, width: 94, height: 46))
    #expect(collectionView.visibleFrames["0-2"] == CGRect(x: 12, y: 76, width: 94, height: 46))
    #expect(collectionView.contentSize.height == 140)  // 5 + 50 + 20 + 50 + 15
  }

  @Test("R-comp-6: flexible spacing spreads the items over the group")
  func flexibleSpacingSpreadsItems() {
    let recorder = CollectionRecorder(sections: labels([3]))
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item, item, item])
    group.interItemSpacing = .flexible(5)
    let collectionView = makeCollectionView(
      recorder, width: 250, height: 100,
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    // 3 × 60 leave 70 points: 35 between each (a fourth item would not fit at 5 apart).
    #expect(collectionView.visibleFrames.mapValues(\.minX) == ["0-0": 0, "0-1": 95, "0-2": 190])
  }

  @Test("R-comp-1: the provider is asked for each section with the room the collection view has")
  func sectionProviderGetsEachSectionAndTheContainer() {
    let recorder = CollectionRecorder(sections: labels([2, 2]))
    var asked: [String] = []
    let layout = UICollectionViewCompositionalLayout { section, environment in
      let room = environment.container.effectiveContentSize
      asked.append("\(section) \(Int(room.width))x\(Int(room.height))")
      return gridSection(columns: section == 0 ? 2 : 1, height: .absolute(40))
    }
    let collectionView = makeCollectionView(recorder, width: 200, height: 300, layout: layout)
    collectionView.layoutIfNeeded()
    #expect(asked == ["0 200x300", "1 200x300"])
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 100, y: 0, width: 100, height: 40))
    #expect(collectionView.visibleFrames["1-1"] == CGRect(x: 0, y: 80, width: 200, height: 40))
  }

  @Test("R-comp-1: sections scroll sideways in a horizontal configuration, spaced apart")
  func horizontalConfigurationLaysSectionsSideways() {
    let recorder = CollectionRecorder(sections: labels([2, 1]))
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(80), .fractionalHeight(1)), subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 10
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let collectionView = makeCollectionView(recorder, width: 300, height: 100, layout: layout)
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 0, y: 50, width: 80, height: 50))
    #expect(collectionView.visibleFrames["1-0"] == CGRect(x: 90, y: 0, width: 80, height: 50))
    #expect(collectionView.contentSize == CGSize(width: 170, height: 100))
  }

  @Test("R-comp-7: headers and footers are boundary items the data source is asked for by kind")
  func boundaryItemsAreHeadersAndFooters() {
    let recorder = CollectionRecorder(sections: labels([2]))
    let section = gridSection(columns: 1, height: .absolute(50))
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    let collectionView = makeCollectionView(
      recorder, width: 200, height: 400,
      layout: UICollectionViewCompositionalLayout(section: section))
    collectionView.layoutIfNeeded()
    #expect(
      recorder.calls("viewForHeader", "viewForFooter") == ["viewForHeader 0", "viewForFooter 0"])
    let path = IndexPath(item: 0, section: 0)
    #expect(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: path)?.frame
        == CGRect(x: 10, y: 0, width: 180, height: 30))
    #expect(collectionView.visibleFrames["0-0"] == CGRect(x: 10, y: 35, width: 180, height: 50))
    #expect(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: path)?.frame
        == CGRect(x: 10, y: 140, width: 180, height: 20))
    #expect(collectionView.contentSize.height == 160)
  }

  @Test("R-comp-7: a pinned header stays at the top of the visible bounds until its section ends")
  func pinnedHeaderFollowsTheVisibleBounds() {
    let recorder = CollectionRecorder(sections: labels([4, 4]))
    let section = gridSection(columns: 1, height: .absolute(50))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(20)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let collectionView = makeCollectionView(
      recorder, width: 100, height: 100,
      layout: UICollectionViewCompositionalLayout(section: section))
    let kind = UICollectionView.elementKindSectionHeader
    let first = IndexPath(item: 0, section: 0)
    collectionView.contentOffset = CGPoint(x: 0, y: 70)
    #expect(collectionView.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 70)
    // Section 0 ends at 220: its header is pushed up by the end of its section.
    collectionView.contentOffset = CGPoint(x: 0, y: 210)
    #expect(collectionView.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 200)
    #expect(
      collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?
        .frame.minY == 220)
  }

  @Test("R-comp-1: a provider may read the collection view it lays out")
  func providerReadingTheCollectionViewIsSafe() {
    let recorder = CollectionRecorder(sections: labels([3, 1]))
    weak var weakView: UICollectionView?
    var seen: [String] = []
    let layout = UICollectionViewCompositionalLayout { section, _ in
      // Reads the counts and the cells on screen from inside the preparation.
      let items = weakView?.numberOfItems(inSection: section) ?? -1
      seen.append("\(section):\(items):\(weakView?.visibleCells.count ?? -1)")
      return gridSection(columns: items, height: .absolute(40))
    }
    let collectionView = makeCollectionView(recorder, width: 300, height: 100, layout: layout)
    weakView = collectionView
    #expect(collectionView.visibleFrames["0-2"] == CGRect(x: 200, y: 0, width: 100, height: 40))
    #expect(collectionView.visibleFrames["1-0"] == CGRect(x: 0, y: 40, width: 300, height: 40))
    #expect(
      seen.prefix(2).map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "0:3", "1:1",
      ])
  }

  @Test("R-decl-8: the compositional and list enums have UIKit's raw values")
  func enumRawValues() {
    #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
    #expect(NSRectAlignment.topTrailing.rawValue == 8)
    #expect(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
    #expect(UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection.rawValue == 2)
    #expect(UICollectionLayoutListConfiguration.FooterMode.supplementary.rawValue == 1)
    #expect(UIListSeparatorConfiguration.Visibility.hidden.rawValue == 2)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.interSectionSpacing == 0)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "k", alignment: .top)
    #expect(header.extendsBoundary && !header.pinToVisibleBounds)
  }
}
