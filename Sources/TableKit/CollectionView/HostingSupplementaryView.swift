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

  /// The kit's loading or failed view, shown over the hosted view while this footer ends the
  /// grid and a page loads or failed.
  private(set) var pagingView: UIView?

  /// Shows the kit's paging view (nil: takes it out), over whatever the footer hosts.
  func showPagingView(_ view: UIView?) {
    guard pagingView !== view else { return }
    pagingView?.removeFromSuperview()
    pagingView = view
    if let view {
      view.frame = bounds
      addSubview(view)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    hosted?.view.frame = bounds
    pagingView?.frame = bounds
  }
}
