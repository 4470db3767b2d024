/// Where views are on screen while an animation is in flight: Core Animation's presentation
/// layer, headless (Rules.md, "Positions during an animation").
///
/// A view's `frame` and `bounds` are its model values: they take their new values at once, also
/// inside an animation. On a device what the screen shows meanwhile is the presentation layer,
/// which moves from the old values to the new ones while the animation runs (R-motion-1). Since
/// iOS 8 UIKit adds these animations additively: each one animates the difference between the
/// old and the new value down to zero, on top of whatever the model value is (R-motion-2). This
/// model keeps those differences:
///
/// - a `frame` or `bounds.origin` change made while an animation records (``recordingChanges(_:)``,
///   opened by an animated batch update) keeps its difference until that animation ends;
/// - a change made outside one applies at once and leaves the differences in flight as they are
///   (R-motion-3), so a value assigned after `performBatchUpdates` returns jumps, while a view the
///   update moved keeps moving;
/// - nothing records under `UIView.performWithoutAnimation` (R-motion-4), nor for a view that is
///   not in a view hierarchy yet: a cell that comes on screen in an update appears at its frame
///   (R-motion-5). A view taken out of its superview drops its differences.
///
/// ``presentationFrame(of:atProgress:)`` and ``presentationBoundsOrigin(of:atProgress:)``
/// answer where a view is at a progress `p` (0 at the start, 1 at the end) of the animations in
/// flight, linearly: `model + difference × (1 − p)`.
///
/// ```swift
/// let (_, animation) = HeadlessPresentation.shared.recordingChanges { cell.frame.origin.y = 88 }
/// // cell.frame.minY == 88; presentationFrame(of: cell, atProgress: 0.5).minY == 44
/// animation?.end()  // the presentation is the model again
/// ```
///
/// Nothing is done per frame and nothing is kept when no animation records: a setter only reads
/// ``isRecording``, and a view leaving its superview only reads ``hasMotions``.
///
/// - Note: Main actor only, like UIKit.
@MainActor package final class HeadlessPresentation {
  /// The presentation of every headless view.
  package static let shared = HeadlessPresentation()

  /// Whether a `frame` or `bounds.origin` change made now animates: an animation records and
  /// `performWithoutAnimation` is not running.
  package private(set) static var isRecording = false
  /// Whether some view has a difference in flight.
  package private(set) static var hasMotions = false

  /// One animation that recorded changes; ``end()`` ends their motion at their final values.
  package struct Animation {
    fileprivate let id: Int

    /// Ends this animation's motions: the views' presentation is their model again, as when
    /// Core Animation removes a finished animation.
    @MainActor package func end() { HeadlessPresentation.shared.end(id) }
  }

  /// The differences (old − new) a view's changes left in flight, by animation.
  private struct Motion {
    let view: UIView
    var frame: [(animation: Int, delta: CGRect)] = []
    var boundsOrigin: [(animation: Int, delta: CGPoint)] = []
  }

  private var motions: [ObjectIdentifier: Motion] = [:]
  /// The views each animation moved, so that ending it touches only those.
  private var moved: [Int: [ObjectIdentifier]] = [:]
  /// The animations recording now, innermost last; changes join the innermost.
  private var recording: [Int] = []
  private var withoutAnimationDepth = 0
  private var nextID = 0

  private init() {}

  /// Runs `changes` in an animation: the `frame` and `bounds.origin` changes it makes to views in
  /// a hierarchy animate from their old values.
  ///
  /// - Returns: What `changes` returned, and the animation when it moved something, which its
  ///   owner ends when the animation's time is up (``Animation/end()``); nil when nothing moved
  ///   (under `performWithoutAnimation`, nothing records).
  package func recordingChanges<Value, Failure: Error>(
    _ changes: () throws(Failure) -> Value
  ) throws(Failure) -> (Value, Animation?) {
    let id = nextID
    nextID += 1
    recording.append(id)
    Self.isRecording = withoutAnimationDepth == 0
    defer {
      recording.removeLast()
      Self.isRecording = !recording.isEmpty && withoutAnimationDepth == 0
    }
    do {
      let value = try changes()
      return (value, moved[id] == nil ? nil : Animation(id: id))
    } catch {
      end(id)  // a failed update animates nothing
      throw error
    }
  }

  /// Runs `changes` with nothing recorded, as `UIView.performWithoutAnimation` does.
  package func withoutAnimation(_ changes: () -> Void) {
    withoutAnimationDepth += 1
    Self.isRecording = false
    defer {
      withoutAnimationDepth -= 1
      Self.isRecording = !recording.isEmpty && withoutAnimationDepth == 0
    }
    changes()
  }

  /// Records a frame change of `view` made while recording.
  func frameWillChange(_ view: UIView, from old: CGRect, to new: CGRect) {
    guard old != new, view.superview != nil, let animation = recording.last else { return }
    let delta = CGRect(
      x: old.minX - new.minX, y: old.minY - new.minY,
      width: old.width - new.width, height: old.height - new.height)
    update(view, in: animation) { $0.frame.append((animation, delta)) }
  }

  /// Records a bounds-origin change (a scroll view's content offset) made while recording.
  func boundsOriginWillChange(_ view: UIView, from old: CGPoint, to new: CGPoint) {
    guard old != new, let animation = recording.last else { return }
    let delta = CGPoint(x: old.x - new.x, y: old.y - new.y)
    update(view, in: animation) { $0.boundsOrigin.append((animation, delta)) }
  }

  /// Drops the differences of a view that left its superview: it is no longer on screen.
  func viewLeftSuperview(_ view: UIView) {
    motions[ObjectIdentifier(view)] = nil
    Self.hasMotions = !motions.isEmpty
  }

  /// Where `view`'s frame is on screen at `progress` of the animations in flight.
  package func presentationFrame(of view: UIView, atProgress progress: CGFloat) -> CGRect {
    let model = view.frame
    guard let motion = motions[ObjectIdentifier(view)], !motion.frame.isEmpty else { return model }
    let remaining = 1 - progress
    var result = model
    for (_, delta) in motion.frame {
      result.origin.x += delta.minX * remaining
      result.origin.y += delta.minY * remaining
      result.size.width += delta.width * remaining
      result.size.height += delta.height * remaining
    }
    return result
  }

  /// Where `view`'s bounds origin (a scroll view's content offset) is at `progress` of the
  /// animations in flight.
  package func presentationBoundsOrigin(of view: UIView, atProgress progress: CGFloat) -> CGPoint {
    let model = view.bounds.origin
    guard let motion = motions[ObjectIdentifier(view)], !motion.boundsOrigin.isEmpty else {
      return model
    }
    let remaining = 1 - progress
    return motion.boundsOrigin.reduce(model) { result, entry in
      CGPoint(x: result.x + entry.delta.x * remaining, y: result.y + entry.delta.y * remaining)
    }
  }

  private func update(_ view: UIView, in animation: Int, _ change: (inout Motion) -> Void) {
    let key = ObjectIdentifier(view)
    var motion = motions[key] ?? Motion(view: view)
    change(&motion)
    motions[key] = motion
    moved[animation, default: []].append(key)
    Self.hasMotions = true
  }

  private func end(_ animation: Int) {
    guard let views = moved.removeValue(forKey: animation) else { return }
    for key in views {
      guard var motion = motions[key] else { continue }
      motion.frame.removeAll { $0.animation == animation }
      motion.boundsOrigin.removeAll { $0.animation == animation }
      motions[key] = motion.frame.isEmpty && motion.boundsOrigin.isEmpty ? nil : motion
    }
    Self.hasMotions = !motions.isEmpty
  }
}

extension Headless where Base: UIScrollView {
  /// Where the view's bounds origin (a scroll view's content offset) is at `progress` (0…1) of
  /// the animations in flight; `bounds.origin` when none moves it.
  package func presentationBoundsOrigin(atProgress progress: CGFloat) -> CGPoint {
    HeadlessPresentation.shared.presentationBoundsOrigin(of: base, atProgress: progress)
  }
}
