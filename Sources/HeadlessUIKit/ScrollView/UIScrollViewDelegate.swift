/// Receives a scroll view's scrolling callbacks; every requirement has a default.
///
/// Mirrors `@MainActor public protocol UIScrollViewDelegate : NSObjectProtocol`, whose methods are
/// all `optional` in UIKit. Here each is an ordinary requirement with a default that does what
/// UIKit does when the method is missing (Rules.md R-opt-1, DESIGN.md "How UIKit fits on Linux").
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate that the content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate that the user is about to drag.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate that the user will lift the finger, and lets it change the target offset.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Tells the delegate that the user ended a drag.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Tells the delegate that deceleration begins.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that a scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Asks whether a tap on the status bar may scroll to the top; absent means true.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Tells the delegate that the view scrolled to the top after a status-bar tap.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// Tells the delegate that the adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Leaves the target offset as proposed, as UIKit does when the method is absent.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true, as UIKit assumes when the method is absent.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing, as UIKit does when the method is absent.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
}
