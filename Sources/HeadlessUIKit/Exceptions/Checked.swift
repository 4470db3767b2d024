/// Gives the throwing form of the checks a headless view runs.
///
/// Every UIKit method that can raise an exception here has a counterpart on `checked` that throws
/// a ``UIKitException`` with the same reason instead of stopping the process, and leaves the view
/// as it was before the call. This is HeadlessUIKit API, not UIKit API: use it in tests and in code
/// that runs only headless.
///
/// ```swift
/// try tableView.checked.performBatchUpdates { tableView.deleteRows(at: [path], with: .fade) }
/// ```
@MainActor public struct Checked<Base: AnyObject> {
  /// The view whose checks are run.
  public let base: Base

  /// Creates the throwing form of a view's checks.
  public init(_ base: Base) { self.base = base }
}
