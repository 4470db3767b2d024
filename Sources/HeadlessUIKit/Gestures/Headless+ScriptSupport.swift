extension Headless {
  /// Calls a requirement that UIKit declares `optional` and reports whether the conformer
  /// implements it — the headless stand-in for UIKit's `responds(to:)` check.
  ///
  /// A script that replays a gesture calls the data source's or delegate's method itself; when
  /// UIKit would only act on an implemented method (a drop calls `moveRowAt`, the Delete
  /// control calls `commit`), the script learns afterwards whether HeadlessUIKit's default ran:
  ///
  /// ```swift
  /// let moved = table.headless.callReportingImplementation {
  ///   dataSource.tableView(table, moveRowAt: source, to: destination)
  /// }
  /// if !moved.isImplemented { … }
  /// ```
  ///
  /// - Returns: The requirement's result and whether the conformer implements it (false when
  ///   the call reached the protocol extension's default).
  public func callReportingImplementation<Value>(_ requirement: () -> Value) -> (
    value: Value, isImplemented: Bool
  ) {
    OptionalRequirement.call(requirement)
  }
}

extension Headless where Base: UIScrollView {
  /// Sets the touch state a scripted gesture reports through `isTracking`, `isDragging` and
  /// `isDecelerating`, for scripts that send the scroll delegate's callbacks themselves.
  ///
  /// UIKit keeps this state private; a script sets `isDragging` before
  /// `scrollViewWillBeginDragging(_:)`, `isDecelerating` before
  /// `scrollViewWillBeginDecelerating(_:)`, and neither once the gesture ends.
  ///
  /// - Parameters:
  ///   - isDragging: Whether a finger is on the content and moving it.
  ///   - isDecelerating: Whether the content glides after the finger lifted; ignored while
  ///     `isDragging` is true.
  public func setGestureState(isDragging: Bool, isDecelerating: Bool) {
    base.gesturePhase = isDragging ? .dragging : isDecelerating ? .decelerating : .idle
  }
}
