/// A kit's data source and delegate object, whatever the kit's generic types: lets a new kit see
/// that another kit still drives a view.
@MainActor protocol KitBridge: AnyObject {
  /// Whether a live kit still answers through this bridge.
  var isDriving: Bool { get }
}
