#if canImport(UIKit)
  import QuartzCore
#endif

extension UIScrollView {
  /// The number of this view's animations whose ends have not run yet.
  ///
  /// A table or collection view's `performBatchUpdates(_:completion:)` returns while its
  /// animation runs; the completion, and the end of the deleted rows' display, come when it
  /// ends. A kit applies a table set meanwhile only after the last completion. Animated scrolls
  /// (which reach their offset and send `scrollViewDidEndScrollingAnimation(_:)` at the end)
  /// and cells' editing transitions (`didTransition(to:)`) count too.
  ///
  /// ```swift
  /// kit.table.value = next
  /// #expect(kit.view.pendingAnimationCount == 1)
  /// ```
  ///
  /// - Note: On HeadlessUIKit this is exact. On a device UIKit does not say which completions
  ///   are due: this counts the layers of the view's tree that still run a Core Animation
  ///   animation, which is zero exactly when nothing animates.
  public var pendingAnimationCount: Int {
    #if canImport(UIKit)
      Self.animatingLayers(in: layer)
    #else
      headless.pendingAnimationCount
    #endif
  }

  /// Finishes this view's animations now, oldest first, with the animations their completions
  /// start, so the view and the code waiting for it settle.
  ///
  /// ```swift
  /// kit.table.value = first
  /// kit.table.value = second          // waits for the first update's animation
  /// kit.view.finishAnimations()
  /// #expect(kit.view.numberOfRows(inSection: 0) == second.count)
  /// ```
  ///
  /// - Note: On HeadlessUIKit the completions run before this returns. On a device this lays
  ///   the view out, removes the animations of its layers and flushes the transaction; UIKit
  ///   then calls the completions on a later turn of the run loop (probably with `false`, as
  ///   for any removed animation; not verified on a device), so await
  ///   ``waitForDeferredUpdates(file:filePath:line:)`` after it there.
  public func finishAnimations() {
    #if canImport(UIKit)
      layoutIfNeeded()
      Self.removeAnimations(in: layer)
      CATransaction.flush()
    #else
      headless.finishAnimations()
    #endif
  }

  /// Finishes this view's oldest animation in flight, and only that one, running its
  /// completion.
  ///
  /// ```swift
  /// kit.table.value = first
  /// kit.table.value = second
  /// kit.view.finishNextAnimation()    // the first update ends; the second one starts
  /// #expect(kit.view.pendingAnimationCount == 1)
  /// ```
  ///
  /// - Returns: Whether an animation was in flight.
  /// - Note: On a device UIKit cannot end one animation alone: this finishes them all, as
  ///   ``finishAnimations()`` does.
  @discardableResult
  public func finishNextAnimation() -> Bool {
    #if canImport(UIKit)
      let animating = pendingAnimationCount > 0
      finishAnimations()
      return animating
    #else
      headless.finishNextAnimation()
    #endif
  }

  #if canImport(UIKit)
    private static func animatingLayers(in layer: CALayer) -> Int {
      let own = (layer.animationKeys() ?? []).isEmpty ? 0 : 1
      return own + (layer.sublayers ?? []).reduce(0) { $0 + animatingLayers(in: $1) }
    }

    private static func removeAnimations(in layer: CALayer) {
      layer.removeAllAnimations()
      for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
    }
  #endif
}
