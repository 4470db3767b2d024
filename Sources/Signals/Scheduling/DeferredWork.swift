/// Work that main-actor code put off to a later turn of the main actor, for tests that wait
/// until none is left (TableKitTesting's `waitForDeferredUpdates()`).
///
/// Each party that defers work registers a probe saying what it still defers; the registry
/// holds the party weakly, so a probe lasts as long as its owner. Plumbing between this
/// package's modules (TableKit's kits tell TableKitTesting), not API: it knows nothing of what
/// the work is.
@MainActor package enum DeferredWork {
  private struct Probe {
    weak var owner: AnyObject?
    let pending: @MainActor () -> String?
  }

  private static var probes: [Probe] = []

  /// Registers a probe for the life of `owner`: it returns what the owner still defers to a
  /// later turn, or nil when nothing.
  package static func register(
    _ owner: AnyObject, pending: @escaping @MainActor () -> String?
  ) {
    probes.removeAll { $0.owner == nil }
    probes.append(Probe(owner: owner, pending: pending))
  }

  /// What the live owners still defer, one description each.
  package static var pending: [String] {
    probes.removeAll { $0.owner == nil }
    return probes.compactMap { $0.owner == nil ? nil : $0.pending() }
  }
}
