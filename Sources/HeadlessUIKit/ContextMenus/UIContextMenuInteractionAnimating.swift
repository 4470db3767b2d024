/// Runs animations alongside a context menu's appearance or disappearance.
///
/// Mirrors `@MainActor public protocol UIContextMenuInteractionAnimating : NSObjectProtocol`.
@MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The preview's view controller, if the menu shows one.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run alongside the transition.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a closure to run when the transition ends.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Runs animations alongside a context menu's commit, when the user taps the preview.
///
/// Mirrors `@MainActor public protocol UIContextMenuInteractionCommitAnimating :
/// UIContextMenuInteractionAnimating`.
@MainActor
public protocol UIContextMenuInteractionCommitAnimating:
  UIContextMenuInteractionAnimating
{
  /// How the preview leaves: dismissed, or popped into the app's next screen.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview leaves; raw values are UIKit's.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The preview is dismissed.
  case dismiss = 0
  /// The preview pops into the app's next screen.
  case pop = 1
}

/// The animator a headless context menu hands its delegate: it runs the animations and then
/// the completions when the transition ends, at once (Rules.md R-menu-3).
@MainActor
package final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
  package let previewViewController: UIViewController?
  package var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []

  package init(previewViewController: UIViewController?) {
    self.previewViewController = previewViewController
    super.init()
  }

  package func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  package func addCompletion(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  /// Runs the transition: the animations, then the completions, each once.
  package func finish() {
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}
