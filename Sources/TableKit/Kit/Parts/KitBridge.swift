/// A kit's data source and delegate object, whatever the kit's generic types: lets a new kit see
/// that another kit still drives a view, and lets the core detach its face's bridge.
@MainActor protocol KitBridge: AnyObject {
  /// Whether a live kit still answers through this bridge.
  var isDriving: Bool { get }
  /// Stops answering for the kit: every UIKit call gets UIKit's answer for an empty view.
  func detach()
}
