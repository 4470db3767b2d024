extension UIScrollView {
  /// Describes the view as UIKit does after "Table view:" or "Collection view:" in an exception
  /// reason: `<Class: 0x…; frame = (x y; w h); contentOffset: {x, y}; contentSize: {w, h};
  /// dataSource: <Class: 0x…>>` (Rules.md R-exc-2; UIKit also prints its layer and gesture
  /// recognizers, which a headless view does not have).
  func exceptionDescription(dataSource: AnyObject?) -> String {
    let source = dataSource.map { "<\(type(of: $0)): \(Self.address(of: $0))>" } ?? "(null)"
    return "<\(type(of: self)): \(Self.address(of: self)); frame = (\(frame.minX.uikitText) "
      + "\(frame.minY.uikitText); \(frame.width.uikitText) \(frame.height.uikitText)); "
      + "contentOffset: {\(contentOffset.x.uikitText), \(contentOffset.y.uikitText)}; "
      + "contentSize: {\(contentSize.width.uikitText), \(contentSize.height.uikitText)}; "
      + "dataSource: \(source)>"
  }

  private static func address(of object: AnyObject) -> String {
    "\(Unmanaged.passUnretained(object).toOpaque())"
  }
}

extension CGFloat {
  /// Formats the number as `%g` does: no trailing `.0` for whole numbers.
  var uikitText: String {
    self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : "\(self)"
  }
}
