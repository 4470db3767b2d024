import Foundation
import Testing

@testable import HeadlessUIKit

/// UIKit's raw values, constants and defaults for the collection view family (Rules.md R-decl-5,
/// Rules.md R-decl-8), which adapter code may store or compare.
@MainActor @Suite struct CollectionViewDeclarationTests {
  @Test("R-decl-5: ScrollPosition is an OptionSet of UIKit's bits; none is []")
  func scrollPositionBits() {
    let positions: [UICollectionView.ScrollPosition] = [
      .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
    ]
    #expect(positions.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
    #expect(UICollectionView.ScrollPosition([]).rawValue == 0)
  }

  @Test("R-decl-8: enum raw values are UIKit's")
  func enumRawValues() {
    #expect(UICollectionView.ScrollDirection.vertical.rawValue == 0)
    #expect(UICollectionView.ScrollDirection.horizontal.rawValue == 1)
    #expect(UICollectionView.ElementCategory.cell.rawValue == 0)
    #expect(UICollectionView.ElementCategory.supplementaryView.rawValue == 1)
    #expect(UICollectionView.ElementCategory.decorationView.rawValue == 2)
    #expect(UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins.rawValue == 2)
  }

  @Test("R-decl-8: the element kinds are UIKit's strings")
  func elementKinds() {
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
  }

  @Test("The flow layout starts with UIKit's defaults")
  func flowLayoutDefaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.estimatedItemSize == .zero)
  }

  @Test("R-prefetch-5: the collection view starts with UIKit's defaults")
  func collectionViewDefaults() {
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    #expect(collectionView.isPrefetchingEnabled)
    #expect(!collectionView.isEditing)
    #expect(collectionView.collectionViewLayout === layout)
    #expect(layout.collectionView === collectionView)
    #expect(collectionView.numberOfSections == 0)
    #expect(collectionView.indexPathsForVisibleItems.isEmpty)
  }

  @Test("Layout attributes describe cells, supplementary and decoration views")
  func layoutAttributesKinds() throws {
    let path = IndexPath(item: 2, section: 1)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
    let cell = UICollectionViewLayoutAttributes(forCellWith: path)
    cell.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
    cell.size = CGSize(width: 20, height: 20)
    #expect(cell.frame == CGRect(x: -5, y: 0, width: 20, height: 20))
    let copy = try #require(cell.copy() as? UICollectionViewLayoutAttributes)
    #expect(copy !== cell && copy.frame == cell.frame && copy.indexPath == path)
  }

  @Test("Delegate flow-layout defaults answer with the layout's properties")
  func flowDelegateDefaults() {
    final class Plain: NSObject, UICollectionViewDelegateFlowLayout {}
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 7, height: 8)
    layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let plain = Plain()
    #expect(
      plain.collectionView(
        collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
        == CGSize(width: 7, height: 8))
    #expect(
      plain.collectionView(collectionView, layout: layout, insetForSectionAt: 0)
        == layout.sectionInset)
  }

  @Test("R-decl-3: cell subclasses written for UIKit register and dequeue unchanged")
  func uikitStyleSubclassesRegister() throws {
    final class Plain: UICollectionViewCell {}
    final class Framed: UICollectionViewCell {
      let marker: Int
      override init(frame: CGRect) {
        marker = 7
        super.init(frame: frame)
      }
      required init?(coder: NSCoder) { nil }
    }
    let recorder = CollectionRecorder(sections: [["a", "b"]])
    let collectionView = makeCollectionView(recorder)
    collectionView.register(Plain.self, forCellWithReuseIdentifier: "plain")
    collectionView.register(Framed.self, forCellWithReuseIdentifier: "framed")
    recorder.cellProvider = { collectionView, indexPath in
      collectionView.dequeueReusableCell(
        withReuseIdentifier: indexPath.item == 0 ? "plain" : "framed", for: indexPath)
    }
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is Plain)
    let framed = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((framed as? Framed)?.marker == 7)
    #expect(framed.reuseIdentifier == "framed")
  }
}
