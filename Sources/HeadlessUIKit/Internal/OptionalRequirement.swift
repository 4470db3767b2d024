/// Tells whether a conformer implements a requirement that UIKit declares `optional`.
///
/// Linux has no Objective-C runtime, so UIKit's `@objc optional` requirements are ordinary
/// requirements here, each with a default implementation in a protocol extension. A default does
/// what UIKit does when the method is absent and reports, with its own name and conformer, that
/// it ran (``markDefaultReached(_:by:)``). Where UIKit's behaviour depends on
/// `respondsToSelector:`, the view asks through ``call(_:of:_:)``, naming the requirement as
/// `#function` spells it inside the default — the headless stand-in for a `#selector`:
///
/// ```swift
/// let (height, implemented) = OptionalRequirement.call(
///   "tableView(_:estimatedHeightForRowAt:)", of: delegate
/// ) {
///   delegate.tableView(self, estimatedHeightForRowAt: indexPath)
/// }
/// ```
///
/// A probe answers for its own requirement and conformer only: an implemented `commit` that
/// calls `deleteRows`, which reaches the delegate's default `didEndDisplaying`, is still
/// implemented; so is a method that forwards to another conformer's default of the same
/// requirement. Reaching a conformer's default of a requirement proves that the conformer lacks
/// it, whatever else runs between the probe and the default.
@MainActor enum OptionalRequirement {
  /// A probe in progress: the requirement and conformer it asks about, and whether their default
  /// ran.
  private struct Probe {
    let requirement: String
    let conformer: AnyObject
    var reachedDefault = false
  }

  /// The probes in progress, innermost last; probes nest (a probed method may lay out a view that
  /// probes again), so they finish in reverse order.
  private static var probes: [Probe] = []

  /// Records that `conformer`'s default of `requirement` ran, so every probe in progress for that
  /// pair reports the requirement as not implemented.
  ///
  /// - Parameters:
  ///   - requirement: The requirement's name; pass `#function` from the default.
  ///   - conformer: The conforming object; pass `self` from the default.
  static func markDefaultReached(_ requirement: String, by conformer: AnyObject) {
    guard !probes.isEmpty else { return }
    for index in probes.indices
    where probes[index].conformer === conformer && probes[index].requirement == requirement {
      probes[index].reachedDefault = true
    }
  }

  /// Calls a requirement and reports whether the conformer implements it.
  ///
  /// - Parameters:
  ///   - requirement: The requirement's name as `#function` spells it in its default, for
  ///     example `"tableView(_:commit:forRowAt:)"`.
  ///   - conformer: The object whose implementation `body` calls.
  ///   - absent: The value UIKit uses when the method is absent, returned without calling
  ///     `body` when `conformer` says (``OptionalRequirementResponding``) that it lacks it.
  ///   - body: Calls the requirement on `conformer`.
  /// - Returns: What `body` returned, and false when `conformer`'s default of `requirement` ran
  ///   during the call.
  /// - Note: Reentrant: defaults of other requirements or other conformers, and nested probes,
  ///   do not disturb the answer.
  static func call<Value>(
    _ requirement: String, of conformer: AnyObject, absent: (() -> Value)? = nil,
    _ body: () -> Value
  ) -> (value: Value, isImplemented: Bool) {
    // An object that says it lacks the method is not asked it, as UIKit does not call a method
    // `responds(to:)` denies; without a value for that case, the call shows it lacks it.
    if let responder = conformer as? any OptionalRequirementResponding,
      !responder.respondsToOptionalRequirement(requirement)
    {
      return (absent?() ?? body(), false)
    }
    probes.append(Probe(requirement: requirement, conformer: conformer))
    let value = body()
    let probe = probes.removeLast()
    return (value, !probe.reachedDefault)
  }
}
