import TableKitTesting
import Testing

@testable import TableKit

/// The row the user reads stays still DURING an animated update, not only before and after it:
/// on a device the update's animation moves the cells it carries from their old frames, while an
/// offset assigned after `performBatchUpdates` returns jumps at once (Rules.md R-motion-1…7). The
/// collection view takes the anchored offset inside the update (R-anchor-9), so it animates with
/// the cells; the table makes the changes above the row without animation (R-anchor-11). The
/// random cases are the anchoring property test's.
@MainActor @Suite(.keepsWindows) struct AnchoringMotionContractTests {
  /// How far into the update's animation the row is looked at.
  static let moments: [CGFloat] = [0, 0.5, 1]

  @Test(arguments: KitKind.allCases)
  func theAnchoredRowStaysStillThroughoutAnAnimatedUpdate(kind: KitKind) {
    var checked = 0
    for seed in UInt64(0)..<120 {
      let example = AnchoringContractTests.randomCase(seed: seed)
      let driver = kind.make(example.before)
      driver.size(
        by: AnchoringContractTests.height, selfSizing: example.selfSizing && kind == .table,
        lines: AnchoringContractTests.lines)
      driver.view.layoutIfNeeded()
      let scroll = min(example.scroll, driver.restingOffsets.upperBound)
      guard scroll > 1 else { continue }  // at the top, new rows above show: not this property
      driver.view.contentOffset.y = scroll
      driver.view.layoutIfNeeded()
      guard let (path, screenY) = driver.firstWhollyVisibleRow else { continue }
      let anchored = driver.kit.shown[path]
      driver.kit.setTable(example.after, animated: true)
      defer { driver.view.finishAnimations() }
      guard let index = example.after.indices.first(where: { example.after[$0] == anchored }),
        let frame = driver.frame(of: index.indexPath)
      else { continue }  // the row left the table: another row stays put, not checked here
      let needed = frame.minY - screenY
      let resting = driver.restingOffsets
      // Where the content cannot rest so that the row stays, the row moves: not this property.
      guard min(max(needed, resting.lowerBound), resting.upperBound) == needed else { continue }
      for progress in Self.moments {
        let onScreen = driver.onScreenFrame(of: index.indexPath, atAnimationProgress: progress)
        let moved = onScreen.map { abs($0.minY - screenY) }
        #expect(
          moved.map { $0 <= 0.5 } == true,
          "seed \(seed) (\(kind)) at \(progress): row \(anchored.id) moved \(moved.map { "\($0)" } ?? "off screen") pt; offset \(scroll) → \(driver.view.contentOffset.y), self-sizing \(example.selfSizing)"
        )
      }
      checked += 1
    }
    #expect(checked > 40)
  }

  @Test(arguments: KitKind.allCases)
  func aRowUnchangedAboveStaysStillAtEveryMomentOfTheAnimation(kind: KitKind) throws {
    let driver = kind.make(notes(1...30))
    driver.scroll(by: 88)
    let path = IndexPath(row: 4, section: 0)
    let before = try #require(driver.onScreenFrame(of: path, atAnimationProgress: 1))
    // Rows arrive below the row only: nothing above it changes, the offset stays.
    driver.kit.setTable(notes(Array(1...8) + [100, 101] + Array(9...30)), animated: true)
    #expect(driver.view.pendingAnimationCount == 1)
    for progress in Self.moments {
      let frame = try #require(driver.onScreenFrame(of: path, atAnimationProgress: progress))
      #expect(frame.minY == before.minY)
    }
    driver.view.finishAnimations()
  }

  @Test(arguments: KitKind.allCases)
  func aRowBelowAnInsertSlidesDuringTheAnimation(kind: KitKind) throws {
    let driver = kind.make(notes(1...30))
    driver.scroll(by: 88)
    let before = try #require(
      driver.onScreenFrame(of: IndexPath(row: 5, section: 0), atAnimationProgress: 1))
    driver.kit.setTable(notes(Array(1...5) + [100] + Array(6...30)), animated: true)
    let moved = IndexPath(row: 6, section: 0)
    let start = try #require(driver.onScreenFrame(of: moved, atAnimationProgress: 0))
    let midway = try #require(driver.onScreenFrame(of: moved, atAnimationProgress: 0.5))
    let end = try #require(driver.onScreenFrame(of: moved, atAnimationProgress: 1))
    #expect(start.minY == before.minY)
    #expect(end.minY == before.minY + 44)
    #expect(midway.minY == before.minY + 22)
    driver.view.finishAnimations()
    #expect(driver.onScreenFrame(of: moved, atAnimationProgress: 0)?.minY == end.minY)
  }
}

extension KitDriver {
  /// Where the row's cell is on screen at `progress` of the animations in flight, through
  /// TableKitTesting's reading for the kit's own view.
  func onScreenFrame(of path: IndexPath, atAnimationProgress progress: CGFloat) -> CGRect? {
    if let tableView {
      return tableView.onScreenFrame(ofRowAt: path, atAnimationProgress: progress)
    }
    return collectionView!.onScreenFrame(ofItemAt: path, atAnimationProgress: progress)
  }
}
