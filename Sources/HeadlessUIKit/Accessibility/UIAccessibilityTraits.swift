/// What an accessibility element is and its state; VoiceOver reads some of them after the
/// element's label and value ("Selected", "Button", "Heading").
///
/// Mirrors `public struct UIAccessibilityTraits : OptionSet`; UIKit declares the traits as
/// extern constants (`UIAccessibilityConstants.h`), so code must not rely on their bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The trait bits.
  public let rawValue: UInt64
  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// Behaves as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Behaves as a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// Behaves as an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// Behaves as a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Is static text that cannot change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Can be adjusted continuously (a slider).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Allows direct touch interaction.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// Is a header that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// Is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}
