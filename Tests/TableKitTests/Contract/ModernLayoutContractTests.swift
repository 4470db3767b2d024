import TableKitTesting
import Testing

@testable import TableKit

/// A table view and the collection view layouts of modern lists, for the contract tests of
/// what a kit promises whatever its layout: a ``TableKit``, a ``CollectionKit`` over a
/// compositional grid of one 44-point column, and one over a plain list layout.
enum ModernLayoutKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case table = "TableKit"
  case compositional = "CollectionKit, compositional"
  case list = "CollectionKit, list"

  var testDescription: String { rawValue }

  /// Makes a kit of this kind showing `table` in a view of 320×`height` points in a window,
  /// each with 44-point rows at the same places.
  @MainActor func make<Section: Hashable, Row: Identifiable & Hashable>(
    _ table: Table<Section, Row> = Table(), height: CGFloat = 220
  ) -> KitDriver<Section, Row> {
    let layout: UICollectionViewLayout
    switch self {
    case .table:
      return KitKind.table.make(table, height: height)
    case .compositional:
      let row = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
      layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(
          group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])))
    case .list:
      layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
    }
    let view = inWindow(
      UpdateRecordingCollectionView(frame: .zero, collectionViewLayout: layout), height: height)
    return KitDriver(kit: CollectionKit(table: table, view: view), collectionView: view)
  }
}

/// What a kit does the same over a table view, a compositional layout and a list layout:
/// rows on screen, animated updates, paging and the empty state.
@MainActor @Suite(.keepsWindows) struct ModernLayoutContractTests {
  @Test(arguments: ModernLayoutKind.allCases)
  func rowsFillTheScreenAndScrollInTurn(kind: ModernLayoutKind) {
    let driver = kind.make(notes(0..<20))
    #expect(driver.visiblePaths == (0...4).map { IndexPath(row: $0, section: 0) })
    driver.scroll(by: 88)
    #expect(driver.visiblePaths == (2...6).map { IndexPath(row: $0, section: 0) })
    #expect(driver.rendered.first == "0-2 n2")
  }

  @Test(arguments: ModernLayoutKind.allCases)
  func aNewTableIsShownAsOneAnimatedBatch(kind: ModernLayoutKind) {
    let driver = kind.make(notes(0..<5))
    driver.view.layoutIfNeeded()
    driver.kit.table.value = notes([4, 0, 9, 2])
    driver.view.finishAnimations()
    #expect(driver.batchCount == 1)
    #expect(driver.rendered == ["0-0 n4", "0-1 n0", "0-2 n9", "0-3 n2"])
  }

  @Test(arguments: ModernLayoutKind.allCases)
  func nearEndFiresOnceWhenTheLastRowsAreDisplayed(kind: ModernLayoutKind) {
    let driver = kind.make(notes(0..<10))
    driver.kit.nearEndDistance = 2
    let nearEnd = Recorder(driver.kit.nearEnd)
    driver.view.layoutIfNeeded()
    #expect(nearEnd.values.isEmpty)
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 1)
    driver.kit.table.value = notes(0..<20)
    driver.view.finishAnimations()
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 2)
  }

  @Test(arguments: ModernLayoutKind.allCases)
  func theEmptyViewShowsWhileThereAreNoRows(kind: ModernLayoutKind) {
    let driver = kind.make(Table<EmptySection, Note>())
    let empty = UILabel()
    driver.kit.emptyView = empty
    #expect(driver.backgroundView === empty)
    driver.kit.table.value = notes([1])
    driver.view.finishAnimations()
    #expect(driver.backgroundView == nil)
  }
}
