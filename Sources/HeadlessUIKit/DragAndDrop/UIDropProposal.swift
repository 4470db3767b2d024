/// What a drop would do if the person let go now (UIDropInteraction.h).
public enum UIDropOperation: UInt, Sendable {
  /// The drag is cancelled; `performDrop` is not called.
  case cancel = 0
  /// The drag is cancelled, and the view says a drop is forbidden here.
  case forbidden = 1
  /// The data is copied.
  case copy = 2
  /// The data is moved; allowed only when the session allows moving, else treated as
  /// ``cancel`` (Rules.md R-drag-4).
  case move = 3
}

/// How a view would handle a drop (UIDropInteraction.h).
@MainActor open class UIDropProposal: NSObject {
  /// The operation the view proposes.
  public let operation: UIDropOperation
  /// Whether the drop wants a precise location (text); default false.
  open var isPrecise = false
  /// Whether the preview keeps its full size over the view; default false.
  open var prefersFullSizePreview = false

  /// Creates a proposal.
  public init(operation: UIDropOperation) {
    self.operation = operation
  }
}

/// Whether UIKit shows its own progress while a drop loads.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
  /// No indicator.
  case none = 0
  /// UIKit's indicator.
  case `default` = 1
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At its end.
  case end = 0
  /// At its start (reversed).
  case start = 1
  /// Where it was when stopped.
  case current = 2
}

/// Lets a delegate animate alongside a drop and learn when the drop animation ends.
@MainActor public protocol UIDragAnimating: AnyObject {
  /// Adds animations to run alongside the drop's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion that runs when the drop's animation ends.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Customizes a lifted or dropped row's preview; headless, nothing is drawn.
@MainActor open class UIDragPreviewParameters: NSObject {
  /// The color behind the preview; default nil.
  open var backgroundColor: UIColor?

  /// Creates parameters with the defaults.
  public override init() { super.init() }
}
