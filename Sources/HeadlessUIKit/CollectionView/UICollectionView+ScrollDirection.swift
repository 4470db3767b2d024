extension UICollectionView {
  /// Describes the direction in which a flow layout lays out and scrolls its content.
  ///
  /// Mirrors `UICollectionView.ScrollDirection` (`enum : Int`, iOS 6): vertical 0, horizontal 1.
  public enum ScrollDirection: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe because the value is a plain raw
    // integer with no references.

    /// Content scrolls up and down; lines of items are rows.
    case vertical = 0
    /// Content scrolls left and right; lines of items are columns.
    case horizontal = 1
  }
}
