import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules article, R-anchor-9: inside a batch update a collection view asks its prepared layout,
/// then its delegate, for the offset the update ends at, and lays its cells out there.
@MainActor @Suite struct CollectionViewTargetContentOffsetTests {
  /// A flow layout of 100 × 50 items that logs its preparations and answers its target offset
  /// with the proposal moved by `shift`.
  final class ShiftingLayout: UICollectionViewFlowLayout {
    var shift: CGFloat = 0
    var onEvent: ((String) -> Void)?

    override func prepare() {
      super.prepare()
      onEvent?("prepare")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      let content = Int(collectionViewContentSize.height)
      onEvent?("layout target \(Int(proposedContentOffset.y)) content \(content)")
      return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
    }
  }

  /// A delegate with only the target offset method, answering the proposal moved by `shift`.
  final class ShiftingDelegate: NSObject, UICollectionViewDelegate {
    var shift: CGFloat = 0
    var onEvent: ((String) -> Void)?

    func collectionView(
      _ collectionView: UICollectionView,
      targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
      onEvent?("delegate target \(Int(proposedContentOffset.y))")
      return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
    }
  }

  private static var windows: [UIWindow] = []

  /// Twenty items of 50 points in a 100-point view in a window, scrolled to `offset`, with the
  /// layout's and (when given) the delegate's events logged in the recorder's log.
  private func scrolled(
    to offset: CGFloat, delegate: ShiftingDelegate? = nil
  ) -> (CollectionRecorder, UICollectionView, ShiftingLayout) {
    let recorder = CollectionRecorder(sections: labels([20]))
    let layout = ShiftingLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = makeCollectionView(recorder, layout: layout)
    if let delegate {
      collectionView.delegate = delegate
      delegate.onEvent = { [unowned recorder] in recorder.log.append($0) }
    }
    layout.onEvent = { [unowned recorder] in recorder.log.append($0) }
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)  // a view holds its superview weakly
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = offset
    collectionView.layoutIfNeeded()
    recorder.log = []
    return (recorder, collectionView, layout)
  }

  /// Inserts four items at the top, in a batch.
  private func insertFourAtTop(_ recorder: CollectionRecorder, _ collectionView: UICollectionView) {
    collectionView.performBatchUpdates {
      recorder.sections[0].insert(contentsOf: ["new0", "new1", "new2", "new3"], at: 0)
      collectionView.insertItems(at: (0..<4).map { IndexPath(item: $0, section: 0) })
    }
  }

  @Test("R-anchor-9: the prepared layout is asked, then the delegate, before any cell")
  func theLayoutThenTheDelegateAreAskedAfterPreparingAndBeforeTheCells() {
    let delegate = ShiftingDelegate()
    let (recorder, collectionView, _) = scrolled(to: 500, delegate: delegate)
    recorder.sections[0].insert("new", at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    let asked = recorder.log.filter { !$0.hasPrefix("number") }
    #expect(
      Array(asked.prefix(3)) == [
        "prepare", "layout target 500 content 1050", "delegate target 500",
      ])
    // The items on screen moved down by one, so one item comes on screen after the offset is
    // asked: its cell is requested only then.
    #expect(asked.dropFirst(3).contains("cellForItemAt 0-10"))
  }

  @Test("R-anchor-9: the update ends at the layout's answer and lays its cells out there once")
  func theUpdateLaysItsCellsOutAtTheLayoutsAnswer() {
    let (recorder, collectionView, layout) = scrolled(to: 500)
    let shown = collectionView.indexPathsForVisibleItems.sorted().map {
      collectionView.cellForItem(at: $0)
    }
    layout.shift = 200  // the height of the four items inserted above
    insertFourAtTop(recorder, collectionView)
    #expect(collectionView.contentOffset.y == 700)
    #expect(collectionView.indexPathsForVisibleItems.sorted().map(\.item) == [14, 15])
    // The cells on screen stayed with their items: none was asked for or replaced.
    #expect(recorder.calls("cellForItemAt").isEmpty)
    let kept = collectionView.indexPathsForVisibleItems.sorted().map {
      collectionView.cellForItem(at: $0)
    }
    #expect(zip(shown, kept).allSatisfy { $0 === $1 })
  }

  @Test("R-anchor-9: the delegate gets the layout's answer as its proposal, and its answer wins")
  func theDelegateRefinesTheLayoutsAnswer() {
    let delegate = ShiftingDelegate()
    delegate.shift = 50
    let (recorder, collectionView, layout) = scrolled(to: 500, delegate: delegate)
    layout.shift = 200
    insertFourAtTop(recorder, collectionView)
    #expect(recorder.calls("delegate target") == ["delegate target 700"])
    #expect(collectionView.contentOffset.y == 750)
  }

  @Test("R-anchor-9: a delegate without the method leaves the layout's answer")
  func aDelegateWithoutTheMethodLeavesTheLayoutsAnswer() {
    let (recorder, collectionView, layout) = scrolled(to: 500)  // the recorder lacks the method
    layout.shift = 200
    insertFourAtTop(recorder, collectionView)
    #expect(collectionView.contentOffset.y == 700)
  }

  @Test("R-anchor-9: an update without animation asks it too")
  func anUpdateWithoutAnimationAsksItToo() {
    let delegate = ShiftingDelegate()
    delegate.shift = 200
    let (recorder, collectionView, _) = scrolled(to: 500, delegate: delegate)
    UIView.performWithoutAnimation { insertFourAtTop(recorder, collectionView) }
    #expect(recorder.calls("delegate target") == ["delegate target 500"])
    #expect(collectionView.contentOffset.y == 700)
  }

  @Test("R-anchor-9, R-anchor-1: the proposal is already within content that shrank below it")
  func theProposalIsWithinTheNewContent() {
    let (recorder, collectionView, _) = scrolled(to: 900)  // the end of 1000 points of content
    collectionView.performBatchUpdates {
      recorder.sections[0].removeLast(10)
      collectionView.deleteItems(at: (10..<20).map { IndexPath(item: $0, section: 0) })
    }
    #expect(recorder.calls("layout target") == ["layout target 400 content 500"])
    #expect(collectionView.contentOffset.y == 400)
  }

  @Test("R-anchor-9, R-display-14: outside a window a batch lays nothing out and asks nothing")
  func outsideAWindowNothingIsAsked() {
    let recorder = CollectionRecorder(sections: labels([20]))
    let layout = ShiftingLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.shift = 200
    layout.onEvent = { [unowned recorder] in recorder.log.append($0) }
    let collectionView = makeCollectionView(recorder, layout: layout)
    collectionView.layoutIfNeeded()
    recorder.log = []
    insertFourAtTop(recorder, collectionView)
    #expect(recorder.calls("layout target").isEmpty)
    #expect(collectionView.contentOffset.y == 0)
  }
}
