extension Headless {
  /// Calls a requirement that UIKit declares `optional` and reports whether the conformer
  /// implements it — the headless stand-in for `conformer.responds(to: #selector(…))`.
  ///
  /// A script that replays a gesture calls the data source's or delegate's method itself; when
  /// UIKit would only act on an implemented method (a drop calls `moveRowAt`, the Delete
  /// control calls `commit`), the script learns afterwards whether HeadlessUIKit's default ran.
  /// The requirement is named as Swift spells the method (`#function` inside its default):
  ///
  /// ```swift
  /// let moved = table.headless.callReportingImplementation(
  ///   "tableView(_:moveRowAt:to:)", of: dataSource
  /// ) { dataSource.tableView(table, moveRowAt: source, to: destination) }
  /// if !moved.isImplemented { … }
  /// ```
  ///
  /// - Parameters:
  ///   - requirement: The method's name, for example `"tableView(_:commit:forRowAt:)"`.
  ///   - conformer: The data source or delegate whose method `body` calls.
  ///   - body: Calls the method on `conformer`.
  /// - Returns: The method's result, and whether `conformer` implements it (false when its
  ///   default of `requirement` ran). Defaults of other methods or other conformers that run
  ///   meanwhile — a `commit` that deletes rows reaches the delegate's `didEndDisplaying` —
  ///   do not count.
  public func callReportingImplementation<Value>(
    _ requirement: String, of conformer: AnyObject, _ body: () -> Value
  ) -> (value: Value, isImplemented: Bool) {
    OptionalRequirement.call(requirement, of: conformer, body)
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
  package func setGestureState(isDragging: Bool, isDecelerating: Bool) {
    base.gesturePhase = isDragging ? .dragging : isDecelerating ? .decelerating : .idle
  }
}
