/// A horizontal row of segments, at most one selected.
///
/// Mirrors `@MainActor open class UISegmentedControl : UIControl`. ``selectedSegmentIndex`` is
/// ``noSegment`` until a segment is chosen; setting it sends no action. A user's choice of
/// another segment sends ``UIControl/Event/valueChanged`` (and performs the segment's action,
/// for segments made from actions); choosing the selected segment again sends nothing, except
/// when ``isMomentary`` (Rules.md R-control-7). TableKitTesting's `choose(segment:in:)`
/// scripts the choice.
@MainActor open class UISegmentedControl: UIControl {
  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
  }

  private var segments: [Segment] = []

  /// The index meaning no segment is selected (−1).
  public class var noSegment: Int { -1 }

  /// Creates a segmented control with no segments.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a segmented control from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Creates a segmented control with a segment per item: a `String` is a title, a `UIImage`
  /// an image.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      segments.append(Segment(title: item as? String, image: item as? UIImage))
    }
  }

  /// Creates a segmented control with a segment per action, titled by the action; choosing a
  /// segment performs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  /// Whether segments act as buttons, keeping no selection shown; default false.
  open var isMomentary = false

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The selected segment's index, or ``noSegment``; setting it sends no action.
  open var selectedSegmentIndex = UISegmentedControl.noSegment

  /// Inserts a segment with a title.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
  }

  /// Inserts a segment with an image.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
  }

  /// Inserts a segment for an action, titled by it.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    segments.insert(
      Segment(title: action.title, image: action.image, action: action),
      at: min(max(segment, 0), segments.count))
  }

  /// Removes a segment; the selection is cleared when it was the selected one.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment and the selection.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
  }

  /// Returns a segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
  }

  /// Returns a segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables a segment; a disabled segment cannot be chosen.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Returns whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the action of a segment, which also titles it.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].action = action
    segments[segment].title = action.title
  }

  /// Returns a segment's action, if it was made from one.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// Returns the index of the segment whose action has an identifier, or ``noSegment``.
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }
}
