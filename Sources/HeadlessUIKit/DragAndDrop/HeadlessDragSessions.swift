/// The items of one drag, shared by its drag session and its drop session.
@MainActor final class HeadlessDragItems {
  /// The items; empty while `itemsForBeginning` is asked for them.
  var items: [UIDragItem]
  var allowsMoveOperation: Bool
  var isRestrictedToDraggingApplication: Bool
  /// Where the drag is, in window coordinates.
  var location = CGPoint.zero

  init(items: [UIDragItem], allowsMove: Bool, restricted: Bool) {
    self.items = items
    allowsMoveOperation = allowsMove
    isRestrictedToDraggingApplication = restricted
  }

  func location(in view: UIView) -> CGPoint {
    let origin = view.convertToWindow(.zero)
    return CGPoint(x: location.x - origin.x, y: location.y - origin.y)
  }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in
      typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier)
    }
  }

  func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }
}

/// A drag or drop session that answers from its drag's shared items: both sides of one drag
/// see the same items, location and permissions (Rules.md R-drag-2).
@MainActor protocol HeadlessSharedItemsSession: UIDragDropSession {
  var shared: HeadlessDragItems { get }
}

extension HeadlessSharedItemsSession {
  var items: [UIDragItem] { shared.items }
  func location(in view: UIView) -> CGPoint { shared.location(in: view) }
  var allowsMoveOperation: Bool { shared.allowsMoveOperation }
  var isRestrictedToDraggingApplication: Bool { shared.isRestrictedToDraggingApplication }
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    shared.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
  }
  func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
    shared.canLoadObjects(ofClass: aClass)
  }
}

/// A drag as the view it started from sees it (Rules.md R-drag-2).
@MainActor final class HeadlessDragSession: NSObject, UIDragSession, HeadlessSharedItemsSession {
  let shared: HeadlessDragItems
  var localContext: Any?

  init(_ shared: HeadlessDragItems) { self.shared = shared }
}

/// A drag as the views it moves over see it: the drag session, when the drag started in this
/// app (Rules.md R-drag-2).
@MainActor final class HeadlessDropSession: NSObject, UIDropSession, HeadlessSharedItemsSession {
  let shared: HeadlessDragItems
  let localDragSession: (any UIDragSession)?
  var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
  let progress = Progress(totalUnitCount: 0)

  init(_ shared: HeadlessDragItems, local: HeadlessDragSession?) {
    self.shared = shared
    localDragSession = local
  }

  /// Loads one value per item that can make one, in item order, and completes once all have
  /// answered, on the main actor.
  func loadObjects<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
  ) -> Progress {
    let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
    let collector = LoadCollector<T>(count: loadable.count, completion: completion)
    for (index, item) in loadable.enumerated() {
      item.itemProvider.loadObject(ofClass: aClass) { value, _ in
        let box = UncheckedValue(value)
        Task { @MainActor in collector.set(box.value, at: index) }
      }
    }
    if loadable.isEmpty { completion([]) }
    return progress
  }
}

/// Carries a loaded value to the main actor.
///
/// `@unchecked Sendable`: the value is handed over once and never touched by the loader again.
private struct UncheckedValue<T>: @unchecked Sendable {
  let value: T?
  init(_ value: T?) { self.value = value }
}

/// Collects loaded values in item order and completes once every item answered.
@MainActor private final class LoadCollector<T> {
  private var values: [T?]
  private var remaining: Int
  private let completion: ([T]) -> Void

  init(count: Int, completion: @escaping ([T]) -> Void) {
    values = Array(repeating: nil, count: count)
    remaining = count
    self.completion = completion
  }

  func set(_ value: T?, at index: Int) {
    values[index] = value
    remaining -= 1
    if remaining == 0 { completion(values.compactMap { $0 }) }
  }
}

/// The animation of one dropped item: completions run when the drop's animations end
/// (Rules.md R-drag-7).
@MainActor package final class HeadlessDropAnimator: NSObject, UIDragAnimating {
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  package func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }
  package func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations' final state, then the completions.
  package func finish() {
    for animation in animations { animation() }
    for completion in completions { completion(.end) }
    animations = []
    completions = []
  }
}
