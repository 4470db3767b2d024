extension Headless where Base: UIView {
  /// The number of this view's animations whose completions have not run yet.
  package var pendingAnimationCount: Int {
    HeadlessAnimationClock.shared.pendingCount(in: base)
  }

  /// Finishes this view's animations now, oldest first, with those their completions start.
  package func finishAnimations() {
    HeadlessAnimationClock.shared.finishAll(in: base)
  }

  /// Finishes this view's oldest animation in flight, if any.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  package func finishNextAnimation() -> Bool {
    HeadlessAnimationClock.shared.finishNext(in: base)
  }
}
