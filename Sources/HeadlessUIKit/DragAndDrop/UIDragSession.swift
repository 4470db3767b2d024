/// What drag sessions and drop sessions share (UIDragSession.h).
@MainActor public protocol UIDragDropSession: AnyObject {
  /// The items, in the order a drop should place them.
  var items: [UIDragItem] { get }
  /// Where the drag is, in a view's coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether a drop may move the items; from the drag delegate's
  /// `dragSessionAllowsMoveOperation` (default true), false for drags from other apps.
  var allowsMoveOperation: Bool { get }
  /// Whether the drag stays in the app that started it; from the drag delegate's
  /// `dragSessionIsRestrictedToDraggingApplication` (default false).
  var isRestrictedToDraggingApplication: Bool { get }
  /// Returns whether any item conforms to any of the type identifiers.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Returns whether any item can make a value of `aClass`.
  func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool
}

/// A drag, as the view it started from sees it.
@MainActor public protocol UIDragSession: UIDragDropSession {
  /// Anything the app attaches, visible only inside the app.
  var localContext: Any? { get set }
}

/// A drag, as a view it moves over sees it.
@MainActor public protocol UIDropSession: UIDragDropSession {
  /// The drag session, when the drag started in this app; nil for other apps' drags.
  var localDragSession: (any UIDragSession)? { get }
  /// Whether UIKit shows its progress UI while the drop loads; default `.default`.
  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
  /// The loading progress of the drop.
  var progress: Progress { get }
  /// Makes a value of `aClass` from each item that can, in item order; only while the drop is
  /// performed.
  func loadObjects<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
  ) -> Progress
}
