/// A control that shows an on or off state.
///
/// Mirrors `@MainActor open class UISwitch : UIControl`. Setting ``isOn`` or calling
/// ``setOn(_:animated:)`` sends no action; only a user's toggle sends
/// ``UIControl/Event/valueChanged`` (Rules.md R-control-6), which TableKitTesting's `toggle(_:)`
/// scripts.
@MainActor open class UISwitch: UIControl {
  /// Whether the switch is on; default false. Setting it sends no action.
  open var isOn = false
  /// The color of the on track; default nil.
  open var onTintColor: UIColor?
  /// The color of the thumb; default nil.
  open var thumbTintColor: UIColor?
  /// A title shown beside a checkbox-style switch (Mac idiom); default nil.
  open var title: String?

  /// Creates a switch, off, at UIKit's switch size (51 × 31 points).
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }

  /// Creates a switch from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Turns the switch on or off; sends no action, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
