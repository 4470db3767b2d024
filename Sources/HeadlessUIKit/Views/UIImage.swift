/// Stores an image's name and size; headless there are no pixels.
///
/// Mirrors `open class UIImage : NSObject, @unchecked Sendable`.
///
/// - Note: `@unchecked Sendable` is safe because every stored property is an immutable `let`.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name the image was created with, if any.
  let name: String?
  /// The image's size in points; zero for an empty image.
  public let size: CGSize
  /// The image's scale; 1 headless.
  public let scale: CGFloat = 1

  /// Creates an empty image.
  public override convenience init() { self.init(name: nil, size: .zero) }

  init(name: String?, size: CGSize) {
    self.name = name
    self.size = size
    super.init()
  }

  /// Looks an image up in the app's asset catalog; headless there is none, so this returns nil.
  public convenience init?(named name: String) { return nil }

  /// Creates an SF Symbol image; headless every symbol exists and is 17 × 17 points
  /// (the body text size).
  public convenience init?(systemName name: String) {
    self.init(name: name, size: CGSize(width: 17, height: 17))
  }
}
