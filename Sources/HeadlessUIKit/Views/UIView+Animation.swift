extension UIView {
  /// Runs changes without animating them. HeadlessUIKit animates nothing, so this runs
  /// `actionsWithoutAnimation` at once, as UIKit does.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
