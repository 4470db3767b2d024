extension UIAccessibility {
  /// Whether an element is expanded or collapsed, as VoiceOver announces it (iOS 18); see
  /// `UIAccessibilityConstants.h`.
  public enum ExpandedStatus: Int, Sendable {
    /// The element does not expand or collapse (the default).
    case unsupported = 0
    /// The element is expanded.
    case expanded
    /// The element is collapsed.
    case collapsed
  }
}
