import TableKitTesting
import Testing

@testable import TableKit

/// A grid's size closures other than `sizeForRow` that answer what cannot be laid out (NaN,
/// infinity, a negative size) stop at once naming the closure and the section, as `sizeForRow`
/// does, instead of leaving the grid blank; a negative spacing or inset is the app's to give.
@Suite(.keepsWindows) struct GridSizeMisuseTests {
  @Test func aNegativeItemSizeStopsNamingTheRow() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
        kit.sizeForRow = { tile, _ in CGSize(width: 100, height: tile.id == 2 ? -40 : 40) }
        kit.view.layoutIfNeeded()
      }
    }
    let message = standardError(result)
    #expect(message.contains("TableKit: sizeForRow returned"))
    #expect(message.contains("for the row at 0-1 (Tile("))
    #expect(message.contains("at least 0 in each dimension"))
  }

  @Test func aNaNHeaderSizeStopsNamingTheSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
        kit.headerSize = { _, _ in CGSize(width: 320, height: CGFloat.nan) }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: headerSize returned"))
    #expect(standardError(result).contains("for the header of section 0"))
  }

  @Test func aNegativeFooterSizeStopsNamingTheSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
        kit.footerSize = { _, _ in CGSize(width: 320, height: -10) }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: footerSize returned"))
    #expect(standardError(result).contains("for the footer of section 0"))
  }

  @Test func anInfiniteSectionInsetStopsNamingTheSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
        kit.sectionInset = { _, _ in UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0) }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: sectionInset returned"))
    #expect(standardError(result).contains("for section 0; return finite insets"))
  }

  @Test func aNaNLineSpacingStopsNamingTheSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1, 2, 3, 4]), view: windowedCollectionView())
        kit.lineSpacing = { _, _ in .nan }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: lineSpacing returned nan for section 0"))
  }

  @Test func anInfiniteInteritemSpacingStopsNamingTheSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
        kit.interitemSpacing = { _, _ in .infinity }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(
      standardError(result).contains("TableKit: interitemSpacing returned inf for section 0"))
  }

  @Test func aNegativeGroupHeightInAGridStopsNamingTheGroup() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit<String, Tile>(view: windowedCollectionView())
        kit.show([("S", [.group(StaticRow(Tile(1), height: -1))])])
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: the row group's height"))
    #expect(standardError(result).contains("returned -1.0 for the row at 0-0"))
  }

  @MainActor @Test func aNegativeSpacingOverlapsTheLinesAndShowsEveryItem() {
    let kit = CollectionKit(table: tiles([1, 2, 3, 4]), view: windowedCollectionView())
    kit.lineSpacing = { _, _ in -10 }
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 t2", "0-2 t3", "0-3 t4"])
    #expect(kit.view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 30)
  }
}
