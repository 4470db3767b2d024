import Foundation

extension UIView {
  /// Returns Core Animation's exception for a position that is not finite, or nil when it is
  /// (Rules.md R-scroll-10): `CALayer position contains NaN: [x y]` for NaN, `sublayer with
  /// non-finite position [x y]` for an infinity.
  nonisolated static func positionException(_ point: CGPoint) -> UIKitException? {
    let values = [point.x, point.y]
    guard !values.allSatisfy(\.isFinite) else { return nil }
    let text = values.map(layerFormat).joined(separator: " ")
    return UIKitException(
      .layerInvalidGeometry,
      reason: values.contains(where: \.isNaN)
        ? "CALayer position contains NaN: [\(text)]" : "sublayer with non-finite position [\(text)]"
    )
  }

  /// Returns Core Animation's exception for bounds that contain NaN or an infinity, or nil
  /// (Rules.md R-scroll-10): `CALayer bounds contains NaN: [x y; width height]`.
  nonisolated static func boundsException(_ rect: CGRect) -> UIKitException? {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard !values.allSatisfy(\.isFinite) else { return nil }
    let text = values.map(layerFormat)
    return UIKitException(
      .layerInvalidGeometry,
      reason: "CALayer bounds contains NaN: [\(text[0]) \(text[1]); \(text[2]) \(text[3])]")
  }

  /// Formats a coordinate as Core Animation's messages do (`%g`).
  nonisolated static func layerFormat(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }
}
