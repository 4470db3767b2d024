import Foundation
import Testing

@testable import HeadlessUIKit

/// Where cells and the content offset are while an update animates (Rules.md R-motion-1…7).
@MainActor @Suite struct HeadlessPresentationTests {
  private static var windows: [UIWindow] = []

  /// Where `view`'s frame is on screen at `progress` of the animations in flight.
  private func presented(_ view: UIView, _ progress: CGFloat) -> CGRect {
    HeadlessPresentation.shared.presentationFrame(of: view, atProgress: progress)
  }

  /// A 320 × 440 table of 30 rows of 44 points, in a window, laid out and scrolled by 88.
  private func tableInAWindow() -> TableFixture {
    let fixture = TableFixture(rows: [30])
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    Self.windows.append(window)  // a view holds its superview weakly
    fixture.table.contentOffset.y = 88
    fixture.table.layoutIfNeeded()
    return fixture
  }

  /// Inserts two rows at the top, animated, with a completion so the update's animation stays in
  /// flight until the test ends it.
  private func insertTwoAtTheTop(_ fixture: TableFixture) {
    fixture.dataSource.sections[0].insert(contentsOf: ["new-a", "new-b"], at: 0)
    fixture.table.performBatchUpdates(
      { fixture.table.insertRows(at: [[0, 0], [0, 1]], with: .automatic) }, completion: { _ in })
  }

  @Test func aCarriedCellIsHalfwayBetweenItsFramesHalfwayThroughTheUpdate() throws {
    let fixture = tableInAWindow()
    let cell = try #require(fixture.table.cellForRow(at: [0, 3]))
    #expect(cell.frame.minY == 132)
    insertTwoAtTheTop(fixture)
    #expect(fixture.table.cellForRow(at: [0, 5]) === cell)
    #expect(cell.frame.minY == 220)  // the model value is the final one at once
    #expect(presented(cell, 0).minY == 132)
    #expect(presented(cell, 0.5).minY == 176)
    #expect(presented(cell, 1).minY == 220)
    fixture.table.headless.finishAnimations()
  }

  @Test func anOffsetSetAfterTheBatchReturnsJumps() throws {
    let fixture = tableInAWindow()
    let cell = try #require(fixture.table.cellForRow(at: [0, 3]))
    insertTwoAtTheTop(fixture)
    fixture.table.contentOffset.y = 176  // outside the update's animation, as a kit restores
    #expect(fixture.table.headless.presentationBoundsOrigin(atProgress: 0).y == 176)
    // The cell still slides down while the offset already jumped: on screen it moves.
    let onScreen = { (p: CGFloat) -> CGFloat in
      presented(cell, p).minY - fixture.table.headless.presentationBoundsOrigin(atProgress: p).y
    }
    #expect(onScreen(0) == -44)
    #expect(onScreen(0.5) == 0)
    #expect(onScreen(1) == 44)
    fixture.table.headless.finishAnimations()
  }

  @Test func anOffsetChangedInsideAnAnimationMovesWithIt() {
    let fixture = tableInAWindow()
    let (_, animation) = HeadlessPresentation.shared.recordingChanges {
      fixture.table.contentOffset.y = 176
    }
    #expect(fixture.table.contentOffset.y == 176)
    #expect(fixture.table.headless.presentationBoundsOrigin(atProgress: 0).y == 88)
    #expect(fixture.table.headless.presentationBoundsOrigin(atProgress: 0.25).y == 110)
    animation?.end()
    #expect(fixture.table.headless.presentationBoundsOrigin(atProgress: 0).y == 176)
  }

  @Test func aLaterAssignmentOutsideTheAnimationKeepsTheDifferenceInFlight() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(view)
    let (_, animation) = HeadlessPresentation.shared.recordingChanges { view.frame.origin.y = 40 }
    view.frame.origin.y = 60  // additive: the 40-point difference still runs out, on top of 60
    #expect(presented(view, 0).minY == 20)
    #expect(presented(view, 0.5).minY == 40)
    #expect(presented(view, 1).minY == 60)
    animation?.end()
    #expect(presented(view, 0).minY == 60)
  }

  @Test func underPerformWithoutAnimationNothingAnimates() throws {
    let fixture = tableInAWindow()
    let cell = try #require(fixture.table.cellForRow(at: [0, 3]))
    UIView.performWithoutAnimation {
      fixture.dataSource.sections[0].insert(contentsOf: ["new-a", "new-b"], at: 0)
      fixture.table.insertRows(at: [[0, 0], [0, 1]], with: .automatic)
    }
    #expect(cell.frame.minY == 220)
    for visible in fixture.table.visibleCells {
      #expect(presented(visible, 0) == visible.frame)
    }
    fixture.table.headless.finishAnimations()  // the rows pushed off screen leave (R-display-7)
  }

  @Test func aCellThatComesOnScreenInTheUpdateAppearsAtItsFrame() throws {
    let fixture = tableInAWindow()
    fixture.dataSource.sections[0].insert("new", at: 4)
    fixture.table.performBatchUpdates(
      { fixture.table.insertRows(at: [[0, 4]], with: .fade) }, completion: { _ in })
    let inserted = try #require(fixture.table.cellForRow(at: [0, 4]))
    #expect(presented(inserted, 0) == inserted.frame)
    let below = try #require(fixture.table.cellForRow(at: [0, 5]))
    #expect(presented(below, 0).minY == 176)
    fixture.table.headless.finishAnimations()
  }

  @Test func finishingTheAnimationsEndsEveryMotionAtTheFinalValues() throws {
    let fixture = tableInAWindow()
    let cell = try #require(fixture.table.cellForRow(at: [0, 3]))
    insertTwoAtTheTop(fixture)
    #expect(fixture.table.headless.pendingAnimationCount == 1)
    fixture.table.headless.finishAnimations()
    #expect(presented(cell, 0) == cell.frame)
    #expect(cell.frame.minY == 220)
    for visible in fixture.table.visibleCells {
      #expect(presented(visible, 0) == visible.frame)
    }
  }

  @Test func anUpdateThatOnlyMovesCellsIsAnAnimationOfItsOwn() throws {
    let fixture = tableInAWindow()
    let cell = try #require(fixture.table.cellForRow(at: [0, 3]))
    fixture.dataSource.sections[0].insert("new", at: 0)
    fixture.table.insertRows(at: [[0, 0]], with: .automatic)  // no completion, nothing removed
    #expect(fixture.table.headless.pendingAnimationCount == 1)
    #expect(presented(cell, 0).minY == 132)
    fixture.table.headless.finishNextAnimation()
    #expect(presented(cell, 0).minY == 176)
  }

  @Test func aCollectionViewsCarriedCellMovesAndAnOffsetAfterTheBatchJumps() throws {
    let recorder = CollectionRecorder(sections: labels([20]))
    let collectionView = makeCollectionView(recorder, height: 200)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)
    collectionView.contentOffset.y = 100
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: [0, 3]))
    #expect(cell.frame.minY == 150)
    recorder.sections[0].insert("new", at: 0)
    collectionView.performBatchUpdates(
      { collectionView.insertItems(at: [[0, 0]]) }, completion: { _ in })
    collectionView.contentOffset.y = 150
    #expect(cell.frame.minY == 200)
    #expect(presented(cell, 0.5).minY == 175)
    #expect(collectionView.headless.presentationBoundsOrigin(atProgress: 0).y == 150)
    collectionView.headless.finishAnimations()
    #expect(presented(cell, 0).minY == 200)
  }

  @Test func aCellTakenOffScreenDropsItsMotion() throws {
    let fixture = tableInAWindow()
    let cell = try #require(fixture.table.cellForRow(at: [0, 3]))
    insertTwoAtTheTop(fixture)
    #expect(presented(cell, 0) != cell.frame)
    cell.removeFromSuperview()
    #expect(presented(cell, 0) == cell.frame)
    fixture.table.headless.finishAnimations()
  }
}
