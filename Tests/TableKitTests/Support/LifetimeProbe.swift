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

/// Records which work is running: each `start` adds its name until the disposable it returns
/// is disposed.
@MainActor final class LiveWork {
  private(set) var names: [String] = []

  func start(_ name: String) -> Disposable {
    names.append(name)
    return Disposer { [weak self] in
      MainActor.assumeIsolated {
        guard let self, let index = self.names.firstIndex(of: name) else { return }
        self.names.remove(at: index)
      }
    }
  }
}
