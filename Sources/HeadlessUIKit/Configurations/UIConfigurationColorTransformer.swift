/// Transforms a color, so a configuration can derive the color it shows from a base color.
///
/// Mirrors `public struct UIConfigurationColorTransformer` (iOS 14). UIKit declares the three
/// system transformers as `static let`; they are computed here (the same call sites) because a
/// stored static of a non-`Sendable` type is refused in Swift 6 mode.
public struct UIConfigurationColorTransformer {
  /// The transformation.
  public let transform: (UIColor) -> UIColor
  /// Identifies this transformer, for the equality of the configurations that hold it.
  let identity: TransformerIdentity

  /// Creates a transformer from a function.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
    identity = TransformerIdentity()
  }

  private init(_ transform: @escaping (UIColor) -> UIColor, identity: TransformerIdentity) {
    self.transform = transform
    self.identity = identity
  }

  /// Transforms a color.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// Turns a color into the gray of its luminance (Rec. 601 weights), keeping its alpha.
  public static var grayscale: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer(
      { color in
        let white = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(white: white, alpha: color.alpha)
      }, identity: .grayscale)
  }

  /// Turns a color into the view's tint color; headless there is no tint environment, so the
  /// system blue, UIKit's default tint.
  public static var preferredTint: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer(
      { color in UIColor.systemBlue.withAlphaComponent(color.alpha) }, identity: .preferredTint)
  }

  /// Turns a color into the tint color for monochrome appearances; headless, as
  /// ``preferredTint``.
  public static var monochromeTint: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer(
      { color in UIColor.systemBlue.withAlphaComponent(color.alpha) }, identity: .monochromeTint)
  }
}

/// The identity of a color transformer: configurations holding the same transformer are equal.
final class TransformerIdentity: Sendable {
  static let grayscale = TransformerIdentity()
  static let preferredTint = TransformerIdentity()
  static let monochromeTint = TransformerIdentity()
}

/// A transformer as a stored property of a hashable configuration: equal when it is the same
/// transformer.
struct TransformerSlot: Hashable {
  var transformer: UIConfigurationColorTransformer?

  static func == (lhs: TransformerSlot, rhs: TransformerSlot) -> Bool {
    lhs.transformer?.identity === rhs.transformer?.identity
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(transformer.map { ObjectIdentifier($0.identity) })
  }
}
