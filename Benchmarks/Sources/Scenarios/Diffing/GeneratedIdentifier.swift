import Foundation

/// An identifier type the diff scenarios can generate rows with.
public protocol GeneratedIdentifier: Hashable, Sendable {
  /// The identifier's name in scenario names, such as `int` or `uuid`.
  static var scenarioName: String { get }

  /// Returns the identifier of the row numbered `index`, drawing randomness from `generator`.
  static func make(_ index: Int, using generator: inout SeededGenerator) -> Self
}

extension Int: GeneratedIdentifier {
  /// `int`.
  public static var scenarioName: String { "int" }

  /// Returns `index` itself.
  public static func make(_ index: Int, using generator: inout SeededGenerator) -> Int {
    index
  }
}

extension UUID: GeneratedIdentifier {
  /// `uuid`.
  public static var scenarioName: String { "uuid" }

  /// Returns a version-4 UUID whose random bits come from `generator`.
  public static func make(_ index: Int, using generator: inout SeededGenerator) -> UUID {
    let high = generator.next()
    let low = generator.next()
    var bytes = [UInt8](repeating: 0, count: 16)
    for shift in 0..<8 {
      bytes[shift] = UInt8(truncatingIfNeeded: high >> (8 * shift))
      bytes[8 + shift] = UInt8(truncatingIfNeeded: low >> (8 * shift))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
  }
}
