/// Tells whether a conformer implements a requirement that UIKit declares `optional`.
///
/// Linux has no Objective-C runtime, so UIKit's `@objc optional` requirements are ordinary
/// requirements here, each with a default implementation in a protocol extension. A default does
/// what UIKit does when the method is absent and calls ``markDefaultReached()``. Where UIKit's
/// behaviour depends on `respondsToSelector:`, the view asks through ``call(_:)``:
///
/// ```swift
/// let (height, implemented) = OptionalRequirement.call {
///   delegate.tableView(self, heightForRowAt: indexPath)
/// }
/// ```
@MainActor enum OptionalRequirement {
  /// Set by a default implementation; read and cleared by ``call(_:)``.
  private static var defaultReached = false

  /// Records that a default implementation ran, so the requirement counts as not implemented.
  static func markDefaultReached() { defaultReached = true }

  /// Calls a requirement and reports whether the conformer implements it.
  ///
  /// - Note: Reentrant: a requirement that itself probes another one does not disturb the answer,
  ///   because the flag is saved and restored around each call.
  static func call<Value>(_ requirement: () -> Value) -> (value: Value, isImplemented: Bool) {
    let saved = defaultReached
    defaultReached = false
    let value = requirement()
    let implemented = !defaultReached
    defaultReached = saved
    return (value, implemented)
  }
}
