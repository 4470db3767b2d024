extension UICollectionView {
  /// Describes what kind of view a set of layout attributes stands for.
  ///
  /// Mirrors `UICollectionView.ElementCategory` (`enum : UInt`, iOS 6): cell 0,
  /// supplementaryView 1, decorationView 2.
  public enum ElementCategory: UInt, @unchecked Sendable {
    /// A cell that shows an item.
    case cell = 0
    /// A supplementary view, such as a section header or footer.
    case supplementaryView = 1
    /// A decoration view that the layout owns.
    case decorationView = 2
  }
}
