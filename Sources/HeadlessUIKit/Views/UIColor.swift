/// Stores a color as red, green, blue and alpha components.
///
/// Mirrors `open class UIColor : NSObject, @unchecked Sendable`: like UIKit's, it is not
/// main-actor isolated and can cross threads. System colors resolve to their light-mode values.
///
/// - Note: `@unchecked Sendable` is safe because every stored property is an immutable `let`.
open class UIColor: NSObject, @unchecked Sendable {
  /// The red component, 0 to 1.
  let red: CGFloat
  /// The green component, 0 to 1.
  let green: CGFloat
  /// The blue component, 0 to 1.
  let blue: CGFloat
  /// The alpha component, 0 to 1.
  let alpha: CGFloat

  /// Creates a color from RGBA components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    super.init()
  }

  /// Creates a gray color from a white level and an alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Returns the color with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)` does; always succeeds here.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Returns whether another object is a color with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  /// Returns a hash of the components, consistent with ``isEqual(_:)``.
  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Fully transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Gray (50 % white).
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Light gray (2/3 white).
  open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  /// Dark gray (1/3 white).
  open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  /// Red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// The system blue (light mode).
  open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
  /// The system red (light mode).
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  /// The system gray (light mode).
  open class var systemGray: UIColor {
    UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  }
  /// The primary background (light mode: white).
  open class var systemBackground: UIColor { .white }
  /// The primary text color (light mode: black).
  open class var label: UIColor { .black }
  /// The secondary text color (light mode: gray at 60 %).
  open class var secondaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  }
}
