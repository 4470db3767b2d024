/// Names an Interface Builder nib; headless nibs cannot be loaded.
///
/// Mirrors `@MainActor open class UINib : NSObject` so that adapter code declaring nibs
/// compiles. Registering or instantiating one stops the process with a message that says to
/// register a class instead.
@MainActor open class UINib: NSObject {
  /// The nib's name, if it was created from a name.
  let nibName: String?

  /// Creates a nib object for a nib file in a bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    nibName = name
    super.init()
  }

  /// Creates a nib object from nib data.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    nibName = nil
    super.init()
  }

  /// Loads the nib's top-level objects; headless this stops the process (see ``UINib``).
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  )
    -> [Any]
  {
    UINib.stopUnavailable(nibName)
  }

  /// Stops with the message used wherever a nib would be loaded headless.
  static func stopUnavailable(_ name: String?) -> Never {
    fatalError(
      "HeadlessUIKit: nibs are not available headless (nib \(name.map { "'\($0)'" } ?? "from data")); "
        + "register a class instead, e.g. register(MyCell.self, forCellReuseIdentifier:)")
  }
}

extension UINib {
  /// Names an option for loading a nib.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// Creates an option key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
