// A cell's moves between states (Rules.md R-time-7): `willTransition(to:)` comes at once, and
// `didTransition(to:)` "at the end of the animation block"
// (developer.apple.com/documentation/uikit/uitableviewcell/didtransition(to:)).

extension UITableViewCell {
  /// The state the cell's editing flags describe.
  var editingState: StateMask {
    guard isEditing else { return [] }
    return isShowingDeleteConfirmation ? .showingDeleteConfirmation : .showingEditControl
  }

  /// Moves the cell to a state: `willTransition(to:)` now, `didTransition(to:)` at once or,
  /// animated in a table, when the animation ends on the headless animation clock.
  func transition(to state: StateMask, animated: Bool) {
    willTransition(to: state)
    guard animated, let table = enclosingScrollView else {
      didTransition(to: state)
      return
    }
    HeadlessAnimationClock.shared.start(in: table) { [self] in didTransition(to: state) }
  }

  /// The scroll view (the table) the cell is in, whose animations the transition joins.
  private var enclosingScrollView: UIScrollView? {
    var view = superview
    while let current = view {
      if let scrollView = current as? UIScrollView { return scrollView }
      view = current.superview
    }
    return nil
  }
}
