import TableKit

/// Records the names of the disposers that ran.
@MainActor final class LifetimeProbe {
  private(set) var names: [String] = []

  func disposer(_ name: String) -> Disposable {
    Disposer { [weak self] in
      MainActor.assumeIsolated { self?.names.append(name) }
    }
  }
}
