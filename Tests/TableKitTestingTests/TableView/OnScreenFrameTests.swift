import Testing

@testable import TableKitTesting

/// `onScreenFrame(ofRowAt:atAnimationProgress:)`: where a row is on screen while an update
/// animates (HeadlessUIKit Rules.md R-motion-1…7).
@MainActor @Suite struct OnScreenFrameTests {
  private static var windows: [UIWindow] = []

  /// The usual table, in a window (so its updates lay out and animate), scrolled by 44.
  private func windowed() -> TableFixture {
    let fixture = TableFixture()
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    Self.windows.append(window)  // a view holds its superview weakly
    fixture.table.contentOffset.y = 44
    fixture.table.layoutIfNeeded()
    return fixture
  }

  @Test func atRestARowIsWhereItsRectLessTheOffsetSays() {
    let fixture = windowed()
    let path = IndexPath(row: 2, section: 0)
    for progress: CGFloat in [0, 0.5, 1] {
      #expect(fixture.table.onScreenFrame(ofRowAt: path, atAnimationProgress: progress)?.minY == 44)
    }
    #expect(fixture.table.onScreenFrame(ofRowAt: [0, 15], atAnimationProgress: 0) == nil)
  }

  @Test func aRowAnUpdateCarriesSlidesAndAnOffsetAssignedAfterItJumps() {
    let fixture = windowed()
    fixture.source.sections[0].insert("Row new", at: 0)
    fixture.table.performBatchUpdates(
      { fixture.table.insertRows(at: [[0, 0]], with: .automatic) }, completion: nil)
    let moved = IndexPath(row: 4, section: 0)  // was row 3, 88 points down the screen
    #expect(fixture.table.onScreenFrame(ofRowAt: moved, atAnimationProgress: 0)?.minY == 88)
    #expect(fixture.table.onScreenFrame(ofRowAt: moved, atAnimationProgress: 0.5)?.minY == 110)
    fixture.table.contentOffset.y += 44  // keeps the row's final place, but jumps at once
    #expect(fixture.table.onScreenFrame(ofRowAt: moved, atAnimationProgress: 0)?.minY == 44)
    #expect(fixture.table.onScreenFrame(ofRowAt: moved, atAnimationProgress: 1)?.minY == 88)
    fixture.table.finishAnimations()
    #expect(fixture.table.onScreenFrame(ofRowAt: moved, atAnimationProgress: 0)?.minY == 88)
  }

  @Test func aProgressOutsideZeroToOneStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture()
        _ = fixture.table.onScreenFrame(ofRowAt: [0, 0], atAnimationProgress: 1.5)
      }
    }
    #expect(
      standardError(result).contains(
        "TableKitTesting: An animation's progress runs from 0 (its start) to 1 (its end), not 1.5"
      ))
  }
}
