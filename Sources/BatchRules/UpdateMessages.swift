import Foundation

/// Words a batch-update failure the way a table view or a collection view does.
///
/// The texts are UIKit's: table texts from iOS 11 `UITableView.m` with the iOS 16–18 suffixes
/// (Rules.md R-valid-*); a collection view says "item"/"items" and "Collection view:"
/// (Rules.md R-valid-15) and adds two checks of its own, which a table view does not make.
package struct UpdateMessages {
  /// The singular element noun: "row" or "item".
  package var element: String
  /// The view's noun in the section-count text: "table view" or "collection view".
  package var viewNoun: String
  /// The label before the view's description: "Table view" or "Collection view".
  package var viewLabel: String
  /// The view's description, appended to the count texts as UIKit 16–18 does.
  package var viewDescription: String
  /// The text for a move out of a deleted section, when the view checks it.
  package var moveFromDeletedSection: ((Int) -> String)?
  /// The text for a move into an inserted section, when the view checks it.
  package var moveIntoInsertedSection: ((Int) -> String)?

  package init(
    element: String, viewNoun: String, viewLabel: String, viewDescription: String,
    moveFromDeletedSection: ((Int) -> String)? = nil,
    moveIntoInsertedSection: ((Int) -> String)? = nil
  ) {
    self.element = element
    self.viewNoun = viewNoun
    self.viewLabel = viewLabel
    self.viewDescription = viewDescription
    self.moveFromDeletedSection = moveFromDeletedSection
    self.moveIntoInsertedSection = moveIntoInsertedSection
  }

  /// The plural element noun.
  package var elements: String { element + "s" }

  /// The wording of `UITableView`.
  package static func table(viewDescription: String) -> UpdateMessages {
    UpdateMessages(
      element: "row", viewNoun: "table view", viewLabel: "Table view",
      viewDescription: viewDescription)
  }

  /// Returns the violation UIKit raises as an `NSInternalInconsistencyException`, with a reason.
  package func failure(_ reason: String) -> BatchRuleViolation {
    BatchRuleViolation(reason: reason)
  }

  /// The legacy section-count reason (Rules.md R-valid-12).
  package func invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
    "Invalid update: invalid number of sections. The number of sections contained in the "
      + "\(viewNoun) after the update (\(after)) must be equal to the number of sections "
      + "contained in the \(viewNoun) before the update (\(before)), plus or minus the number of "
      + "sections inserted or deleted (\(inserted) inserted, \(deleted) deleted). "
      + "\(viewLabel): \(viewDescription)"
  }

  /// The legacy element-count reason for one section (Rules.md R-valid-13).
  package func invalidElementCount(section: Int, count: ElementCount) -> String {
    "Invalid update: invalid number of \(elements) in section \(section). The number of "
      + "\(elements) contained in an existing section after the update (\(count.after)) must be "
      + "equal to the number of \(elements) contained in that section before the update "
      + "(\(count.before)), plus or minus the number of \(elements) inserted or deleted from "
      + "that section (\(count.inserted) inserted, \(count.deleted) deleted) and plus or minus "
      + "the number of \(elements) moved into or out of that section (\(count.movedIn) moved in, "
      + "\(count.movedOut) moved out). \(viewLabel): \(viewDescription)"
  }

  /// The newer "Invalid batch updates detected" reason (Rules.md R-valid-14).
  package func invalidBatchUpdates(before: [Int], after: [Int], updates: [String]) -> String {
    func counts(_ counts: [Int]) -> String {
      let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
      let list = counts.map(String.init).joined(separator: ", ")
      return "{ \(sections) with \(element) counts: [\(list)] }"
    }
    let list = updates.map { "\t\($0)" }.joined(separator: ",\n")
    return "Invalid batch updates detected: the number of sections and/or \(elements) returned by "
      + "the data source before and/or after performing the batch updates are inconsistent with "
      + "the updates.\nData source before updates = \(counts(before))\n"
      + "Data source after updates = \(counts(after))\nUpdates = [\n\(list)\n]\n"
      + "\(viewLabel): \(viewDescription)"
  }
}

/// The counts the element-count check compares, for one section.
package struct ElementCount: Equatable {
  package var before = 0
  package var after = 0
  package var inserted = 0
  package var deleted = 0
  package var movedIn = 0
  package var movedOut = 0

  /// The count the operations predict: `before + inserted − deleted + movedIn − movedOut`.
  package var expected: Int { before + inserted - deleted + movedIn - movedOut }
}
