/// Remembers what a view has asked its prefetch data source to load.
struct PrefetchState {
  /// The paths passed to `prefetch…` and neither shown nor cancelled yet, oldest first.
  var outstanding: [IndexPath] = []
  /// The content offset at the last prefetch pass, nil before the first.
  var lastOffset: CGPoint?
}
