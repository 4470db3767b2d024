/// A set of the two layout axes, for the dimensions an element estimates.
struct LayoutAxes: OptionSet, Hashable, Sendable {
  let rawValue: Int
  /// The width.
  static let horizontal = LayoutAxes(rawValue: 1)
  /// The height.
  static let vertical = LayoutAxes(rawValue: 2)
}

/// One of the two directions a layout runs along.
enum LayoutAxis: Sendable {
  case horizontal, vertical

  /// The other axis.
  var crossing: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

  /// The axis a collection view's content scrolls along.
  init(_ direction: UICollectionView.ScrollDirection) {
    self = direction == .horizontal ? .horizontal : .vertical
  }
}

extension CGSize {
  /// The length along an axis.
  func length(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? width : height }

  /// A size from its lengths along an axis and across it.
  init(along axis: LayoutAxis, _ main: CGFloat, across cross: CGFloat) {
    self =
      axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}

extension CGPoint {
  /// A point from its coordinates along an axis and across it.
  init(along axis: LayoutAxis, _ main: CGFloat, across cross: CGFloat) {
    self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }
}

extension CGRect {
  /// The lowest coordinate along an axis.
  func minimum(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? minX : minY }
  /// The highest coordinate along an axis.
  func maximum(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? maxX : maxY }
  /// The rectangle moved along an axis.
  func moved(by distance: CGFloat, along axis: LayoutAxis) -> CGRect {
    axis == .horizontal ? offsetBy(dx: distance, dy: 0) : offsetBy(dx: 0, dy: distance)
  }
}
