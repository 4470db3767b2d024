extension UIView {
  /// Returns the subview kept in `storage`, first making it and adding it to this view when
  /// there is none — how cells and header views create their labels and image view on first
  /// access.
  ///
  /// ```swift
  /// open var textLabel: UILabel? { contentView.lazySubview(&storedTextLabel) { UILabel() } }
  /// ```
  func lazySubview<View: UIView>(_ storage: inout View?, make: () -> View) -> View {
    if let storage { return storage }
    let view = make()
    storage = view
    addSubview(view)
    return view
  }
}
