/// Roots a view hierarchy, so that views added to it are "in a window".
///
/// Mirrors `@MainActor open class UIWindow : UIView`. Headless there is one screen and no
/// events; a window exists so that `window != nil`, `didMoveToWindow()` and
/// `makeKeyAndVisible()` behave as UIKit's do.
@MainActor open class UIWindow: UIView {
  /// Whether the window is the key window.
  open private(set) var isKeyWindow = false

  /// Makes the window visible and the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the key window.
  open func makeKey() { isKeyWindow = true }
}
