/// One thing a person drags: its item provider, and a local object only the app that
/// started the drag sees (UIDragItem.h).
@MainActor open class UIDragItem: NSObject {
  /// The item's data, for any process.
  public let itemProvider: NSItemProvider
  /// Anything the app attaches, "visible only inside the app that started the drag".
  open var localObject: Any?

  /// Creates an item for a provider.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
  }
}
