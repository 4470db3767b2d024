import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// Where the row's cell is on screen at `progress` of the animations in flight, in the
  /// table's visible coordinates (0 is the top edge of the table, whatever its content offset);
  /// nil when the row has no cell on screen.
  ///
  /// On a device an animated update moves the cells it carries from their old frames to their
  /// new ones, and moves the content offset only when the update itself changed it; an offset
  /// assigned after `performBatchUpdates(_:completion:)` returns jumps. So a row whose frame and
  /// offset both change can move on screen during the animation although it ends where it
  /// started. This asks where it is meanwhile: at 0 the animation starts, at 1 it ends (where
  /// the model values are).
  ///
  /// ```swift
  /// let before = table.onScreenFrame(ofRowAt: path, atAnimationProgress: 0)
  /// kit.table.value = next                        // animates
  /// #expect(table.onScreenFrame(ofRowAt: newPath, atAnimationProgress: 0.5)?.minY == before?.minY)
  /// ```
  ///
  /// The table is not laid out first: this reads what is on screen.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - progress: How far the animations have run, from 0 to 1; anything else stops the test.
  ///   - file: The file reported when the test stops.
  ///   - line: The line reported when the test stops.
  /// - Note: On HeadlessUIKit the position is exact at any progress (the motion is linear; the
  ///   curve does not change whether a row moves). On a device the progress cannot be chosen:
  ///   this reads the presentation layers as they are now.
  public func onScreenFrame(
    ofRowAt indexPath: IndexPath, atAnimationProgress progress: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> CGRect? {
    Self.checkProgress(progress, file: file, line: line)
    guard let cell = cellForRow(at: indexPath) else { return nil }
    return onScreenFrame(of: cell, atAnimationProgress: progress)
  }
}

extension UICollectionView {
  /// Where the item's cell is on screen at `progress` of the animations in flight, in the
  /// collection view's visible coordinates (0 is its top and leading edge, whatever its content
  /// offset); nil when the item has no cell on screen.
  ///
  /// An animated update moves the cells it carries from their old frames to their new ones, and
  /// moves the content offset only when the update changed it (the target content offset it
  /// asks for during the update); an offset assigned after `performBatchUpdates(_:completion:)`
  /// returns jumps. At 0 the animation starts, at 1 it ends (where the model values are).
  ///
  /// ```swift
  /// kit.table.value = next                        // animates
  /// let midway = grid.onScreenFrame(ofItemAt: path, atAnimationProgress: 0.5)
  /// ```
  ///
  /// The collection view is not laid out first: this reads what is on screen.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - progress: How far the animations have run, from 0 to 1; anything else stops the test.
  ///   - file: The file reported when the test stops.
  ///   - line: The line reported when the test stops.
  /// - Note: On HeadlessUIKit the position is exact at any progress. On a device the progress
  ///   cannot be chosen: this reads the presentation layers as they are now.
  public func onScreenFrame(
    ofItemAt indexPath: IndexPath, atAnimationProgress progress: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> CGRect? {
    Self.checkProgress(progress, file: file, line: line)
    guard let cell = cellForItem(at: indexPath) else { return nil }
    return onScreenFrame(of: cell, atAnimationProgress: progress)
  }
}

extension UIScrollView {
  /// Where `content`, a subview of this scroll view, is on screen at `progress`: its presented
  /// frame less the presented content offset.
  fileprivate func onScreenFrame(of content: UIView, atAnimationProgress progress: CGFloat)
    -> CGRect
  {
    #if canImport(UIKit)
      let frame = content.layer.presentation()?.frame ?? content.frame
      let origin = layer.presentation()?.bounds.origin ?? bounds.origin
    #else
      let frame = HeadlessPresentation.shared.presentationFrame(of: content, atProgress: progress)
      let origin = headless.presentationBoundsOrigin(atProgress: progress)
    #endif
    return frame.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Stops the test, naming the fix, when `progress` is not in 0...1.
  fileprivate static func checkProgress(_ progress: CGFloat, file: StaticString, line: UInt) {
    guard !(0...1).contains(progress) else { return }
    stoppingOnMisuse(
      { () throws(InteractionError) -> Never in
        throw InteractionError(
          "An animation's progress runs from 0 (its start) to 1 (its end), not \(progress): "
            + "pass a value in 0...1.")
      }, file: file, line: line)
  }
}
