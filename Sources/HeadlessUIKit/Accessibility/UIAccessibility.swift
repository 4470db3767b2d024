/// Assistive technologies' entry points: posting notifications to VoiceOver.
///
/// Mirrors the `UIAccessibility` namespace of UIKit's Swift overlay. Headless there is no
/// VoiceOver: posted notifications are kept, in order, for tests to read
/// (`postedNotifications`).
public enum UIAccessibility {
  /// A notification posted to assistive technologies.
  ///
  /// Mirrors `UIAccessibility.Notification` (`UIAccessibilityNotifications`).
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// The notification's value.
    public let rawValue: UInt32
    /// Creates a notification from its value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen appeared; the argument is the element to focus, or a string to speak.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of part of the screen changed; the argument is the element to focus, or a
    /// string to speak.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// A string VoiceOver should speak; the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// Content scrolled by a page; the argument is a string describing where the user is.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// A notification posted with ``post(notification:argument:)`` and its argument.
  public struct PostedNotification {
    /// The notification.
    public let notification: Notification
    /// The argument: an element, a string, or nil.
    public let argument: Any?
  }

  /// Names an assistive technology, for ``focusedElement(using:)``.
  public struct AssistiveTechnologyIdentifier: Hashable, Sendable, RawRepresentable {
    /// The identifier's string.
    public let rawValue: String
    /// Creates an identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// VoiceOver.
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    /// Switch Control.
    public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
  }

  /// Posts a notification to assistive technologies; headless it is kept in
  /// `postedNotifications`, and a `.screenChanged` or `.layoutChanged` whose argument is a view
  /// moves VoiceOver's focus to it (Rules.md R-a11y-2).
  @MainActor public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append(PostedNotification(notification: notification, argument: argument))
    if notification == .screenChanged || notification == .layoutChanged,
      let view = argument as? UIView
    {
      voiceOverFocus = view
    }
  }

  /// Returns the element an assistive technology has focused, or nil; headless only VoiceOver
  /// has one (nil identifier means VoiceOver too).
  @MainActor public static func focusedElement(
    using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?
  ) -> Any? {
    guard
      assistiveTechnologyIdentifier == nil
        || assistiveTechnologyIdentifier == .notificationVoiceOver
    else { return nil }
    return voiceOverFocus
  }

  /// The element VoiceOver has focused (headless only: tests move it as a user's swipe does).
  /// Held strongly, as the focused element is held until focus moves: a weak global would leave
  /// its reference's side table unreachable at exit once the view is gone (LeakSanitizer reports
  /// it), and a view that left its table is found at no row either way.
  @MainActor package static var voiceOverFocus: UIView?

  /// Whether VoiceOver is running; headless, never.
  @MainActor public static var isVoiceOverRunning: Bool { false }

  /// The notifications posted so far, oldest first (headless only: what VoiceOver was told).
  @MainActor package static var postedNotifications: [PostedNotification] = []
}
