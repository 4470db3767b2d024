/// Performs, on a headless view, the parts of a user gesture that UIKit keeps private.
///
/// A test script drives most of a gesture through UIKit's public API — a tap is the delegate's
/// highlight and selection methods plus `selectRow(at:animated:scrollPosition:)`. A swipe also
/// changes state that UIKit exposes only read-only (which row shows its actions, the cell's
/// `showingDeleteConfirmation`); ``Headless`` sets that state, headless only.
///
/// ```swift
/// let actions = table.headless.swipeRow(at: path)      // trailing actions, as a left swipe
/// actions?.actions.first?.handler(…)
/// table.headless.endSwipe()
/// ```
@MainActor package struct Headless<Base: AnyObject> {
  /// The view the gestures act on.
  package let base: Base

  /// Creates the gesture helpers of a view.
  package init(_ base: Base) { self.base = base }
}

/// Gives a headless view its ``Headless`` gesture helpers as `view.headless`.
@MainActor package protocol HeadlessScriptable: AnyObject {}

extension HeadlessScriptable {
  /// The gestures UIKit keeps private, for headless scripts (HeadlessUIKit only).
  package var headless: Headless<Self> { Headless(self) }
}

extension UIScrollView: HeadlessScriptable {}
