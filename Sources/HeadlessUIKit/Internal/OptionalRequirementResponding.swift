/// An object that answers whether it implements a requirement UIKit declares `optional` — the
/// headless counterpart of overriding `responds(to:)`.
///
/// A forwarding object (an adapter's data source and delegate) implements every method, but on
/// UIKit it can say that some are absent by overriding `responds(to:)`, and UIKit then acts as if
/// they were (an absent `estimatedHeightForRowAt` leaves estimation off). HeadlessUIKit asks
/// this first wherever UIKit asks `responds(to:)`, naming the requirement as Swift spells it:
///
/// ```swift
/// extension Bridge: OptionalRequirementResponding {
///   func respondsToOptionalRequirement(_ requirement: String) -> Bool {
///     requirement != "tableView(_:estimatedHeightForRowAt:)" || estimate != nil
///   }
/// }
/// ```
@MainActor public protocol OptionalRequirementResponding: AnyObject {
  /// Returns whether the object implements `requirement`, for example
  /// `"tableView(_:heightForRowAt:)"`; an object that says no is not asked the method.
  func respondsToOptionalRequirement(_ requirement: String) -> Bool
}
