extension UIView {
  /// Runs changes without animating them: `frame` and `bounds` changes made inside apply at
  /// once, also inside a batch update's animation, and animations already in flight go on
  /// (Rules.md R-motion-4).
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    HeadlessPresentation.shared.withoutAnimation(actionsWithoutAnimation)
  }
}
