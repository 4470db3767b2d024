/// What happened to a header or footer.
public enum SectionEventKind: Hashable, Sendable {
  /// The section's header view is about to be displayed.
  case willDisplayHeader
  /// The section's header view stopped being displayed.
  case didEndDisplayingHeader
  /// The section's footer view is about to be displayed.
  case willDisplayFooter
  /// The section's footer view stopped being displayed.
  case didEndDisplayingFooter
}
