/// Describes a view's content and makes the view that shows it.
///
/// Mirrors `public protocol UIContentConfiguration` (iOS 14; the Swift overlay's refinement of
/// the Objective-C protocol): a value type, not main-actor isolated, whose `makeContentView()`
/// runs on the main actor. A cell given a configuration in `contentConfiguration` makes its
/// content view from it, or applies it to the content view it has when that view
/// ``UIContentView/supports(_:)`` it (Rules.md, Content configurations).
public protocol UIContentConfiguration {
  /// Makes a new content view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// Returns a copy of the configuration for a state: the state's defaults applied to every
  /// property the app did not set.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration, which shows whatever configuration it is given.
///
/// Mirrors `@MainActor public protocol UIContentView : NSObjectProtocol` (iOS 14).
@MainActor public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows; setting it applies the new configuration to the view.
  var configuration: any UIContentConfiguration { get set }
  /// Returns whether the view can show a configuration by having it set as its
  /// ``configuration``.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Returns whether a configuration's type is the type of the view's current configuration:
  /// UIKit's default (developer.apple.com/documentation/uikit/uicontentview/supports(_:)).
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}
