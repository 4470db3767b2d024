/// An action revealed by swiping a row.
///
/// ```swift
/// kit.trailingSwipeActions = { message in
///   [SwipeAction(title: "Archive") { inbox.archive(message); return true }]
/// }
/// ```
public struct SwipeAction {
  /// How an action looks.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that removes or destroys something.
    case destructive
  }

  /// The action's title.
  public var title: String
  /// The action's style.
  public var style: Style
  /// Performs the action; returns whether it was performed.
  public var perform: @MainActor () -> Bool

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - style: The action's style; `.normal` by default.
  ///   - perform: Performs the action and returns whether it was performed.
  public init(
    title: String, style: Style = .normal, perform: @escaping @MainActor () -> Bool
  ) {
    self.title = title
    self.style = style
    self.perform = perform
  }
}
