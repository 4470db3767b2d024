/// The state a view is in, which a configuration's `updated(for:)` resolves against.
///
/// Mirrors `public protocol UIConfigurationState` (iOS 14), adopted by
/// ``UIViewConfigurationState`` and ``UICellConfigurationState``.
public protocol UIConfigurationState {
  /// Creates a state for a trait collection, with every flag off.
  init(traitCollection: UITraitCollection)
  /// The traits the view has.
  var traitCollection: UITraitCollection { get set }
  /// A custom state an app keeps under its own key; nil when none is set.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key under which an app keeps a custom state in a configuration state.
///
/// Mirrors `UIConfigurationStateCustomKey` (UIConfigurationState.h, `NS_TYPED_EXTENSIBLE_ENUM`):
/// declare keys as static constants in an extension.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///   static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's string.
  public let rawValue: String
  /// Creates a key from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Creates a key from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view that is not a cell, such as a table's header or footer view.
///
/// Mirrors `public struct UIViewConfigurationState : UIConfigurationState, Hashable` (iOS 14).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits the view has.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view is focused.
  public var isFocused = false
  /// Whether the view is pinned (a header or footer floating at the top or bottom).
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state for a trait collection, with every flag off.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// A custom state an app keeps under its own key; nil when none is set.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
