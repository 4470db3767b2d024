#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// An empty view the kit puts inside its list view so that it hears of the view's new sizes:
/// UIKit resizes it with the list (its autoresizing mask), and a view whose size changed lays
/// out, after the list itself has laid out at the new size (Rules.md R-anchor-8).
///
/// It draws nothing, takes no touches and is hidden from assistive technologies; it is put at
/// the back of the list's subviews. An app that turns the list's `autoresizesSubviews` off
/// turns it off too.
final class ListSizeObserver: UIView {
  /// Called from the observer's layout when the list's size changed since the last call.
  private let sizeDidChange: @MainActor () -> Void
  /// The size the last layout saw.
  private var lastSize: CGSize

  /// Puts an observer into `listView`, sized as its bounds, behind its other subviews.
  init(in listView: UIView, sizeDidChange: @escaping @MainActor () -> Void) {
    self.sizeDidChange = sizeDidChange
    lastSize = listView.bounds.size
    super.init(frame: CGRect(origin: .zero, size: listView.bounds.size))
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    isUserInteractionEnabled = false
    isOpaque = false
    backgroundColor = nil
    isAccessibilityElement = false
    accessibilityElementsHidden = true
    listView.insertSubview(self, at: 0)
  }

  /// Not made from an archive: the kit makes its observer in code.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds.size != lastSize else { return }
    lastSize = bounds.size
    sizeDidChange()
  }
}
