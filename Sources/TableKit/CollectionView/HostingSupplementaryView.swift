/// The header or footer view a ``CollectionKit`` registers for sections: UIKit makes and reuses
/// it, and it hosts the view a ``ReusableValue`` section makes, configured for each section.
final class HostingSupplementaryView: UICollectionReusableView {
  /// The view the section's value made, with its configure function.
  private(set) var hosted: ReusableView?
  /// The reuse identifier of the value the hosted view was made for.
  private(set) var reuseIdentifierOfHosted: String?

  /// Places the made view in this view, filling it.
  func host(_ made: ReusableView, reuseIdentifier: String) {
    hosted = made
    reuseIdentifierOfHosted = reuseIdentifier
    made.view.frame = bounds
    addSubview(made.view)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    hosted?.view.frame = bounds
  }
}
