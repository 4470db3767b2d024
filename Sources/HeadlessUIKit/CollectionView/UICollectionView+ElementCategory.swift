extension UICollectionView {
  /// Describes what kind of view a set of layout attributes stands for.
  ///
  /// Mirrors `UICollectionView.ElementCategory` (`enum : UInt`, iOS 6): cell 0,
  /// supplementaryView 1, decorationView 2.
  public enum ElementCategory: UInt, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe because the value is a plain raw
    // integer with no references.

    /// A cell that shows an item.
    case cell = 0
    /// A supplementary view, such as a section header or footer.
    case supplementaryView = 1
    /// A decoration view that the layout owns.
    case decorationView = 2
  }
}
