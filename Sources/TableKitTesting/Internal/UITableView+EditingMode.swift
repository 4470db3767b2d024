import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// Whether the table is in editing mode, which shows editing controls.
  ///
  /// A swipe that reveals actions sets `isEditing` too, without editing mode (HeadlessUIKit
  /// Rules.md R-edit-3); headless the scripts' swipe is a real one, so it is told apart. On a
  /// device the scripts' swipe does not reach UIKit's swipe state, so `isEditing` is the mode.
  var isInEditingMode: Bool {
    #if canImport(UIKit)
      isEditing
    #else
      isEditing && headless.swipedRow == nil
    #endif
  }
}
