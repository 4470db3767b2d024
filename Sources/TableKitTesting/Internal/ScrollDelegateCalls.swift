import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Sends the scroll delegate's optional callbacks; on iOS they are `@objc optional`, so the
/// calls use `?()` there and plain calls against HeadlessUIKit's defaulted requirements.
@MainActor enum ScrollDelegateCalls {
  static func willBeginDragging(_ delegate: (any UIScrollViewDelegate)?, _ view: UIScrollView) {
    #if canImport(UIKit)
      delegate?.scrollViewWillBeginDragging?(view)
    #else
      delegate?.scrollViewWillBeginDragging(view)
    #endif
  }

  static func willEndDragging(
    _ delegate: (any UIScrollViewDelegate)?, _ view: UIScrollView, _ velocity: CGPoint,
    _ target: inout CGPoint
  ) {
    #if canImport(UIKit)
      delegate?.scrollViewWillEndDragging?(
        view, withVelocity: velocity, targetContentOffset: &target)
    #else
      delegate?.scrollViewWillEndDragging(
        view, withVelocity: velocity, targetContentOffset: &target)
    #endif
  }

  static func didEndDragging(
    _ delegate: (any UIScrollViewDelegate)?, _ view: UIScrollView, _ decelerates: Bool
  ) {
    #if canImport(UIKit)
      delegate?.scrollViewDidEndDragging?(view, willDecelerate: decelerates)
    #else
      delegate?.scrollViewDidEndDragging(view, willDecelerate: decelerates)
    #endif
  }

  static func willBeginDecelerating(_ delegate: (any UIScrollViewDelegate)?, _ view: UIScrollView) {
    #if canImport(UIKit)
      delegate?.scrollViewWillBeginDecelerating?(view)
    #else
      delegate?.scrollViewWillBeginDecelerating(view)
    #endif
  }

  static func didEndDecelerating(_ delegate: (any UIScrollViewDelegate)?, _ view: UIScrollView) {
    #if canImport(UIKit)
      delegate?.scrollViewDidEndDecelerating?(view)
    #else
      delegate?.scrollViewDidEndDecelerating(view)
    #endif
  }
}
