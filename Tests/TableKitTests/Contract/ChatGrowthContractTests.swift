import TableKitTesting
import Testing

@testable import TableKit

/// A chat hears of its view's new sizes and insets, on a table and a grid alike: pinned to its
/// newest row, it stays there when the view grows (back to portrait, the keyboard hides) as
/// when it shrinks; scrolled up, it keeps the reading position (Rules.md R-anchor-8).
@MainActor @Suite(.keepsWindows) struct ChatGrowthContractTests {
  /// The height of the 30 rows of the chats below.
  static let contentHeight: CGFloat = 30 * 44

  /// A chat of 30 rows in a view 120 points tall, pinned to its newest row.
  static func pinnedChat(_ kind: KitKind) -> KitDriver<EmptySection, Note> {
    let driver = kind.make(notes(1...30), height: 120)
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    return driver
  }

  /// Grows or shrinks the view to `height` and runs the layout pass UIKit runs for it.
  static func resize<S, R>(_ driver: KitDriver<S, R>, toHeight height: CGFloat) {
    driver.view.frame.size.height = height
    driver.view.layoutIfNeeded()
  }

  @Test(arguments: KitKind.allCases)
  func aPinnedChatStaysAtItsNewestRowWhenTheViewGrows(kind: KitKind) {
    let driver = Self.pinnedChat(kind)
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    Self.resize(driver, toHeight: 300)  // back to portrait
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    // No space below the newest row.
    #expect(driver.view.contentOffset.y == Self.contentHeight - 300)
    #expect(driver.rendered.last == "0-29 n30")
    #expect(driver.rendered.count == 7)  // 300 points of 44-point rows: the rows above came in
    #expect(driver.kit.rowsArrivedBelow.value == 0)
  }

  @Test(arguments: KitKind.allCases)
  func aPinnedChatFollowsEveryNewSize(kind: KitKind) {
    let driver = Self.pinnedChat(kind)
    for height: CGFloat in [300, 150, 400, 120, 260] {
      Self.resize(driver, toHeight: height)
      #expect(driver.view.contentOffset.y == Self.contentHeight - height)
      #expect(driver.rendered.last == "0-29 n30")
    }
  }

  @Test(arguments: KitKind.allCases)
  func aChatScrolledUpKeepsItsReadingPositionWhenTheViewGrows(kind: KitKind) {
    let driver = Self.pinnedChat(kind)
    driver.scroll(by: -400)
    let offset = driver.view.contentOffset.y
    let reading = AnchoringPlacesContractTests.reading(driver)
    Self.resize(driver, toHeight: 300)
    #expect(driver.view.contentOffset.y == offset)
    let after = AnchoringPlacesContractTests.reading(driver)
    #expect(after?.text == reading?.text && after?.screenY == reading?.screenY)
  }

  @Test(arguments: KitKind.allCases)
  func aNewSizeOrInsetWhileTheUserDragsLeavesTheContentUnderTheFinger(kind: KitKind) {
    let driver = kind.make(notes(1...30), height: 300)
    driver.view.contentInset.bottom = 180
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    let offset = driver.view.contentOffset.y
    driver.view.drag(by: 0) {
      driver.view.contentInset.bottom = 0
      #expect(driver.view.contentOffset.y == offset)
      guard kind == .table else { return }  // a grid's own layout pulls a grown view back
      Self.resize(driver, toHeight: 400)
      #expect(driver.view.contentOffset.y == offset)
    }
    #expect(driver.view.contentOffset.y == offset)
  }

  @Test(arguments: KitKind.allCases)
  func aPinnedChatStaysAtItsNewestRowWhenItsBottomInsetShrinks(kind: KitKind) {
    let driver = kind.make(notes(1...30), height: 300)
    driver.view.contentInset.bottom = 180  // the keyboard is up
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    #expect(driver.view.contentOffset.y == Self.contentHeight + 180 - 300)
    driver.view.contentInset.bottom = 0  // the keyboard hides
    #expect(driver.view.contentOffset.y == Self.contentHeight - 300)
    #expect(driver.rendered.last == "0-29 n30")
    driver.view.contentInset.bottom = 180  // and shows again: the newest row rises with it
    #expect(driver.view.contentOffset.y == Self.contentHeight + 180 - 300)
  }

  @Test(arguments: KitKind.allCases)
  func aShortChatStaysUnderItsTopInsetWhenTheInsetChanges(kind: KitKind) {
    let driver = kind.make(notes(1...3), height: 300)
    driver.view.contentInset.top = 60  // a bar over the top of the list
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    #expect(driver.view.contentOffset.y == -60)
    driver.view.contentInset.top = 0  // the bar goes: the list grows at the top
    #expect(driver.view.contentOffset.y == 0)
    #expect(driver.rendered == ["0-0 n1", "0-1 n2", "0-2 n3"])
  }

  @Test(arguments: KitKind.allCases)
  func aPinnedChatStillFollowsAShrinkingView(kind: KitKind) {
    let driver = kind.make(notes(1...30), height: 300)
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    Self.resize(driver, toHeight: 120)
    #expect(driver.view.contentOffset.y == Self.contentHeight - 120)
    #expect(driver.rendered.last == "0-29 n30")
  }

  @Test(arguments: KitKind.allCases)
  func aListAnchoredOnItsRowsKeepsItsOffsetWhenTheViewGrows(kind: KitKind) {
    let driver = kind.make(notes(1...30), height: 120)
    driver.scroll(by: Self.contentHeight - 120)  // at the end, but not a chat
    Self.resize(driver, toHeight: 300)
    // A table keeps its offset, space below (R-anchor-6); a grid's layout pulls it back to the
    // end of the content (R-anchor-1). The kit moves neither.
    #expect(driver.view.contentOffset.y == Self.contentHeight - (kind == .table ? 120 : 300))
  }

  // MARK: - The observer view

  @Test(arguments: KitKind.allCases)
  func theSizeObserverIsInvisibleToTouchesAccessibilityAndTheRows(kind: KitKind) throws {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    let observer = try #require(driver.kit.sizeObserver)
    #expect(driver.view.subviews.first === observer)
    #expect(driver.view.subviews.count { $0 is ListSizeObserver } == 1)
    #expect(!observer.isUserInteractionEnabled && observer.accessibilityElementsHidden)
    #expect(!observer.isAccessibilityElement && observer.subviews.isEmpty)
    #expect(observer.frame.size == driver.view.bounds.size)
    #expect(driver.visiblePaths.count == driver.rendered.count)
    #expect(!driver.renderedText.isEmpty)
    Self.resize(driver, toHeight: 300)
    #expect(observer.frame.size == driver.view.bounds.size)
  }

  @Test(arguments: KitKind.allCases)
  func onlyABottomAnchoredKitPutsAnObserverInItsView(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    #expect(driver.kit.sizeObserver == nil)
    driver.kit.anchoring = .bottom
    let observer = driver.kit.sizeObserver
    #expect(observer?.superview === driver.view)
    driver.kit.anchoring = .bottom  // set again: still one
    #expect(driver.kit.sizeObserver === observer)
    #expect(driver.view.subviews.count { $0 is ListSizeObserver } == 1)
    driver.kit.anchoring = .firstVisibleRow
    #expect(driver.kit.sizeObserver == nil && observer?.superview == nil)
    driver.kit.anchoring = .bottom
    let second = driver.kit.sizeObserver
    driver.kit.dispose()
    #expect(driver.kit.sizeObserver == nil && second?.superview == nil)
    driver.kit.anchoring = .bottom  // a disposed kit drives nothing
    #expect(driver.kit.sizeObserver == nil)
  }

  @Test(arguments: KitKind.allCases)
  func aReleasedKitTakesItsObserverOutOfTheView(kind: KitKind) {
    var driver: KitDriver<EmptySection, Note>? = kind.make(notes(1...30))
    driver!.kit.anchoring = .bottom
    let view = driver!.view
    #expect(view.subviews.contains { $0 is ListSizeObserver })
    view.removeFromSuperview()  // off screen: releasing the kit is no mistake
    driver = nil
    #expect(!view.subviews.contains { $0 is ListSizeObserver })
  }
}
