/// A setting the app owns that another part of the kit may layer onto, without taking it over:
/// each layer is pushed with ``push(_:)`` and removed by disposing what that returns, whatever
/// happened meanwhile. The app's own closure stays where it is and is never saved or restored,
/// so a closure the app sets while a layer is on is kept when the layer goes (Flow's
/// `Delegate.set(_:) -> Disposable` is the model).
///
/// Row groups layer their rows' heights onto the app's `heightForRow` / `sizeForRow` this way.
@MainActor final class LayeredSetting<Value> {
  private var layers: [(id: Int, value: Value)] = []
  private var nextID = 0
  /// Hears when a layer comes or goes.
  var didChange: () -> Void = {}

  /// Whether any layer is on.
  var isEmpty: Bool { layers.isEmpty }

  /// Returns the first answer a layer gives, newest layer first; nil when none answers.
  func first<Answer>(_ answer: (Value) -> Answer?) -> Answer? {
    for layer in layers.reversed() {
      if let value = answer(layer.value) { return value }
    }
    return nil
  }

  /// Puts a layer on top until the returned disposable is disposed.
  func push(_ value: Value) -> Disposable {
    let id = nextID
    nextID += 1
    layers.append((id, value))
    didChange()
    return Disposer { [weak self] in
      MainActor.assumeIsolated { self?.remove(id) }
    }
  }

  private func remove(_ id: Int) {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
    layers.remove(at: index)
    didChange()
  }
}
