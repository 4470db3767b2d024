import Foundation
import Testing

@testable import HeadlessUIKit

/// List layouts: `UICollectionLayoutListConfiguration` and its swipe actions (Rules.md R-list-*).
@MainActor @Suite struct ListLayoutTests {
  private func makeList(
    _ recorder: CollectionRecorder, _ configuration: UICollectionLayoutListConfiguration,
    height: CGFloat = 200
  ) -> UICollectionView {
    makeCollectionView(
      recorder, width: 320, height: height,
      layout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  @Test("R-list-1: a list has one full-width, self-sizing row per item from a 44-point estimate")
  func listRowsAreFullWidthAndSelfSizing() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeList(recorder, UICollectionLayoutListConfiguration(appearance: .plain))
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 0, y: 44, width: 320, height: 44))
    recorder.sizeCells(in: collectionView) { $0.item == 0 ? 60 : nil }
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 0, y: 60, width: 320, height: 44))
  }

  @Test("R-list-1: inset grouped rows sit 20 points in from each edge")
  func insetGroupedInsetsRows() {
    let recorder = CollectionRecorder(sections: labels([1]))
    let collectionView = makeList(
      recorder, UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    #expect(collectionView.visibleFrames["0-0"] == CGRect(x: 20, y: 0, width: 280, height: 44))
  }

  @Test("R-list-2: supplementary modes give headers and footers; plain headers pin")
  func headerAndFooterModes() {
    let recorder = CollectionRecorder(sections: labels([6, 2]))
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let collectionView = makeList(recorder, configuration, height: 100)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("viewForHeader", "viewForFooter") == ["viewForHeader 0"])
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 100)

    let grouped = CollectionRecorder(sections: labels([6]))
    var groupedConfiguration = UICollectionLayoutListConfiguration(appearance: .grouped)
    groupedConfiguration.headerMode = .supplementary
    let groupedView = makeList(grouped, groupedConfiguration, height: 100)
    groupedView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(
      groupedView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader
      ).isEmpty)
  }

  @Test("R-list-2: first-item header mode adds no supplementary view")
  func firstItemHeaderModeAddsNoSupplementary() {
    let recorder = CollectionRecorder(sections: labels([3]))
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    let collectionView = makeList(recorder, configuration)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("viewForHeader").isEmpty)
    #expect(collectionView.visibleFrames["0-0"]?.minY == 0)
  }

  @Test("R-list-3: separators show by default and keep the configuration given")
  func separatorsAndBackground() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.showsSeparators)
    #expect(configuration.backgroundColor == nil)
    configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden
    #expect(configuration.separatorConfiguration.bottomSeparatorVisibility == .hidden)
    #expect(configuration.separatorConfiguration.topSeparatorVisibility == .automatic)
  }

  @Test("R-list-4: a swipe asks the provider of its edge for the item's actions")
  func swipeAsksTheProviders() {
    let recorder = CollectionRecorder(sections: labels([3]))
    var asked: [String] = []
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { path in
      asked.append("trailing \(path.label)")
      return UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      ])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { path in
      asked.append("leading \(path.label)")
      return path.item == 0 ? UISwipeActionsConfiguration(actions: []) : nil
    }
    let collectionView = makeList(recorder, configuration)
    let trailing = collectionView.headless.swipeItem(at: IndexPath(item: 1, section: 0))
    #expect(trailing?.actions.map(\.title) == ["Delete"])
    #expect(collectionView.headless.swipedItem == IndexPath(item: 1, section: 0))
    #expect(
      collectionView.headless.swipeItem(at: IndexPath(item: 0, section: 0), leading: true) == nil)
    #expect(
      collectionView.headless.swipeItem(at: IndexPath(item: 2, section: 0), leading: true) == nil)
    #expect(collectionView.headless.swipedItem == nil)
    #expect(asked == ["trailing 0-1", "leading 0-0", "leading 0-2"])
  }

  @Test("R-list-4: the swiped item is tracked through updates, and nil once deleted")
  func swipedItemFollowsUpdates() {
    let recorder = CollectionRecorder(sections: labels([3]))
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      ])
    }
    let collectionView = makeList(recorder, configuration)
    collectionView.headless.swipeItem(at: IndexPath(item: 1, section: 0))
    recorder.sections[0].insert("new", at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.headless.swipedItem == IndexPath(item: 2, section: 0))
    recorder.sections[0].remove(at: 2)
    collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    #expect(collectionView.headless.swipedItem == nil)
  }

  @Test("R-list-4: a swipe on a layout that is not a list reveals nothing")
  func swipeOnAGridRevealsNothing() {
    let recorder = CollectionRecorder(sections: labels([3]))
    let collectionView = makeCollectionView(
      recorder, width: 300, height: 300,
      layout: UICollectionViewCompositionalLayout(
        section: gridSection(columns: 3, height: .absolute(100))))
    #expect(collectionView.headless.swipeItem(at: IndexPath(item: 0, section: 0)) == nil)
  }
}
