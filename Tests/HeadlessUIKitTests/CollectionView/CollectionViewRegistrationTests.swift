import Foundation
import Testing

@testable import HeadlessUIKit

/// Cell and supplementary registrations (iOS 14 Swift API, Rules.md R-reuse-12), dequeued under the
/// usual rules (Rules.md R-reuse-*).
@MainActor @Suite struct CollectionViewRegistrationTests {
  /// A data source that dequeues through registrations only.
  private final class RegisteredSource: NSObject, UICollectionViewDataSource {
    var items = ["a", "b", "c", "d", "e"]
    var configured: [String] = []
    // Unowned: the source keeps its registrations, so a strong `self` would be a cycle.
    lazy var cells = UICollectionView.CellRegistration<LabelCell, String> {
      [unowned self] cell, path, item in
      cell.text = item
      self.configured.append("\(path.item):\(item)")
    }
    lazy var headers = UICollectionView.SupplementaryRegistration<LabelSupplementary>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] header, kind, path in
      header.tag = path.section + 1
      self.configured.append("header \(kind == UICollectionView.elementKindSectionHeader)")
    }

    // Registrations are made up front: one made inside the cell request that uses it raises.
    override init() {
      super.init()
      _ = cells
      _ = headers
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: items[indexPath.item])
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
  }

  private func view(_ source: RegisteredSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.dataSource = source
    return collectionView
  }

  @Test("R-reuse-12: a registration registers its class on first use and configures each cell")
  func registrationsConfigureCells() throws {
    let source = RegisteredSource()
    let collectionView = view(source)
    collectionView.layoutIfNeeded()
    #expect(source.configured == ["0:a", "1:b", "header true"])
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((cell as? LabelCell)?.text == "b")
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.tag == 1)
    withExtendedLifetime(source) {}
  }

  @Test("R-reuse-9: cells of a registration are reused, with prepareForReuse, and configured again")
  func registrationCellsAreReused() throws {
    let source = RegisteredSource()
    let collectionView = view(source)
    let first = try #require(collectionView.visibleCells.first as? LabelCell)
    collectionView.contentOffset = CGPoint(x: 0, y: 160)
    let reused = collectionView.visibleCells.compactMap { $0 as? LabelCell }
    #expect(reused.contains { $0 === first })
    #expect(first.reuseCount == 1)
    #expect(reused.map(\.text) == ["d", "e"])
    withExtendedLifetime(source) {}
  }
}
