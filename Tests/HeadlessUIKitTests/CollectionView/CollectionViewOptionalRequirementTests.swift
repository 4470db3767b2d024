import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-opt-2: the collection view and its flow layout tell an implemented optional method
/// from a missing one even when the implemented method reaches the defaults of other methods.
@MainActor @Suite struct CollectionViewOptionalRequirementTests {
  /// Implements `moveItemAt` and `sizeForItemAt`, each reaching defaults it leaves to
  /// HeadlessUIKit.
  final class Mover: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items = ["A", "B", "C"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.accessibilityLabel = items[indexPath.item]
      return cell
    }

    /// Moves the item in the model, then reloads and lays out: the default `willDisplay` runs.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
    }

    /// Makes every item 20 points tall plus the section's top inset, from the default
    /// `insetForSectionAt`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let inset = self.collectionView(
        collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
      return CGSize(width: 100, height: 20 + inset.top)
    }
  }

  /// A data source and flow delegate with the required methods only.
  final class Bare: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
  }

  /// A laid-out 100 × 200 collection view over `conformer`, with 50 × 50 items by default.
  func collectionView(
    over conformer: some UICollectionViewDataSource & UICollectionViewDelegateFlowLayout
  ) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 0
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = conformer
    view.delegate = conformer
    view.layoutIfNeeded()
    return view
  }

  func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test("R-opt-2: a moveItemAt that reloads, reaching willDisplay's default, is implemented")
  func moveThatReloads() {
    let mover = Mover()
    let view = collectionView(over: mover)
    let watched = OptionalRequirement.call("collectionView(_:willDisplay:forItemAt:)", of: mover) {
      OptionalRequirement.call("collectionView(_:moveItemAt:to:)", of: mover) {
        mover.collectionView(view, moveItemAt: item(0), to: item(2))
      }.isImplemented
    }
    #expect(watched.value)
    #expect(!watched.isImplemented)  // the reload reached the willDisplay default
    #expect(mover.items == ["B", "C", "A"])
  }

  @Test("R-opt-2: a sizeForItemAt built on insetForSectionAt's default sizes the items")
  func sizeBuiltOnADefault() {
    // A missing sizeForItemAt would leave the layout's 50-point itemSize.
    let mover = Mover()
    let view = collectionView(over: mover)
    let heights = (0..<3).compactMap { view.layoutAttributesForItem(at: item($0))?.frame.height }
    #expect(heights == [20, 20, 20])
    let bare = Bare()
    let bareView = collectionView(over: bare)
    #expect(bareView.layoutAttributesForItem(at: item(0))?.frame.height == 50)
    // Only a missing sizeForItemAt lets a non-zero estimatedItemSize stand in.
    (bareView.collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize = CGSize(
      width: 100, height: 30)
    #expect(bareView.layoutAttributesForItem(at: item(0))?.frame.height == 30)
    withExtendedLifetime((mover, bare)) {}
  }

  @Test("R-opt-2: moveItemAt and sizeForItemAt of a conformer that lacks them are missing")
  func missingMethodsAreMissing() {
    let bare = Bare()
    let view = collectionView(over: bare)
    let moved = OptionalRequirement.call("collectionView(_:moveItemAt:to:)", of: bare) {
      bare.collectionView(view, moveItemAt: item(0), to: item(1))
    }
    let sized = OptionalRequirement.call("collectionView(_:layout:sizeForItemAt:)", of: bare) {
      bare.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: item(0))
    }
    #expect(!moved.isImplemented && !sized.isImplemented)
  }
}
