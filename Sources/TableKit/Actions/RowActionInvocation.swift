/// A row action the user invoked: the row, the action, and where it was invoked from.
///
/// ``ListKit/didInvokeAction`` sends one for every invocation, whether from a swipe, the
/// context menu, VoiceOver or a key. An action whose ``RowAction/completion`` is
/// ``RowAction/Completion/deferred`` is done when the app calls ``complete(_:)``.
@MainActor public struct RowActionInvocation<Row> {
  /// Where the user invoked an action from.
  public enum Source: Hashable, Sendable {
    /// A tap on a swipe button, or a full swipe.
    case swipe
    /// A context menu's item.
    case contextMenu
    /// VoiceOver's actions on the row's cell.
    case accessibility
    /// A key, while the row had focus.
    case keyboard
  }

  /// The action.
  public let action: RowAction
  /// The row, as the table holds it when the action is invoked.
  public let row: Row
  /// The row's index path when the action is invoked.
  public let indexPath: IndexPath
  /// Where the user invoked the action from.
  public let source: Source
  let completion: RowActionCompletion

  /// Finishes a deferred action: a swipe closes, reporting whether the action was performed
  /// (`UIContextualAction`'s completion handler: false slides the row back).
  ///
  /// Completing an immediate action, or a deferred action from a menu, VoiceOver or a key,
  /// does nothing: there is nothing left to finish.
  ///
  /// - Parameter performed: Whether the action was performed.
  /// - Note: Call it once; a second call stops with a message naming the action.
  public func complete(_ performed: Bool) { completion.complete(performed) }
}

/// What finishes an invocation: the swipe's completion handler, or nothing.
@MainActor final class RowActionCompletion {
  private var handler: ((Bool) -> Void)?
  private var isComplete = false
  private let actionTitle: String

  init(actionTitle: String, handler: ((Bool) -> Void)?) {
    self.actionTitle = actionTitle
    self.handler = handler
  }

  func complete(_ performed: Bool) {
    precondition(
      !isComplete,
      "TableKit: the invocation of the row action \"\(actionTitle)\" was completed twice. Call "
        + "complete(_:) once per invocation.")
    isComplete = true
    let handler = self.handler
    self.handler = nil
    handler?(performed)
  }
}
