import TableKitTesting
import Testing

@testable import TableKit

/// A height closure that answers NaN or infinity stops at once, naming the closure, the row and
/// the fix; a huge finite height is the app's to give and is laid out and scrolled past.
@Suite struct HeightMisuseTests {
  @Test func anInfiniteRowHeightStopsNamingTheRowAndTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
        kit.heightForRow = { message, _ in message.id == 2 ? .infinity : 44 }
        kit.view.layoutIfNeeded()
      }
    }
    let message = standardError(result)
    #expect(message.contains("TableKit: heightForRow returned inf for the row at 0-1 (Message("))
    #expect(message.contains("return a finite height of at least 0"))
  }

  @Test func aNaNRowHeightStopsNamingTheRow() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
        kit.heightForRow = { _, indexPath in CGFloat(indexPath.row) / 0 * 0 }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(
      standardError(result).contains("TableKit: heightForRow returned nan for the row at 0-0"))
  }

  @Test func aNaNEstimatedRowHeightStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
        kit.estimatedHeightForRow = { _, _ in .nan }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: estimatedHeightForRow returned nan"))
  }

  @Test func anInfiniteHeaderHeightStopsNamingTheSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: messages([1]), view: windowedTableView())
        kit.heightForHeader = { _, _ in .infinity }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(
      standardError(result).contains(
        "TableKit: heightForHeader returned inf for the header of section 0"))
  }

  @Test func anInfiniteCollectionItemSizeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
        kit.sizeForRow = { _, _ in CGSize(width: 100, height: CGFloat.infinity) }
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("TableKit: sizeForRow returned"))
    #expect(standardError(result).contains("for the row at 0-0 (Tile("))
  }

  @MainActor @Test func aHugeRowHeightIsShownAndScrolledPastWithoutHanging() {
    let kit = TableKit(table: messages([1, 2, 3, 4]), view: windowedTableView())
    kit.heightForRow = { message, _ in message.id == 2 ? 1e15 : 44 }
    kit.view.scrollToBottom()
    #expect(renderedRows(kit.view).last == "0-3 m4")
    kit.view.scrollToTop()
    #expect(renderedRows(kit.view).first == "0-0 m1")
  }

  @MainActor @Test func aHugeItemSizeIsScrolledPastWithoutHanging() {
    let kit = CollectionKit(table: tiles([1, 2, 3, 4]), view: windowedCollectionView())
    kit.sizeForRow = { tile, _ in
      tile.id == 2 ? CGSize(width: 320, height: 1e15) : CGSize(width: 320, height: 40)
    }
    kit.view.scrollToEnd()
    #expect(renderedItems(kit.view).last == "0-3 t4")
    kit.view.scrollToStart()
    #expect(renderedItems(kit.view).first == "0-0 t1")
  }
}
