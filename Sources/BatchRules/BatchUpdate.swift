import Foundation

/// Records the operations of one batch update as the caller gave them.
///
/// Shared by table views (rows) and collection views (items): an "element" is a row or an item.
/// Indices follow UIKit's rules (Rules.md R-batch-5): deletes and reloads are before-update
/// indices, inserts are after-update indices, and moves go from a before-update index to an
/// after-update index, whatever order the calls came in.
package struct BatchUpdate {
  /// A section moved from a before-update index to an after-update index.
  package struct SectionMove: Hashable {
    package var from: Int
    package var to: Int

    package init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// An element moved from a before-update path to an after-update path.
  package struct ElementMove: Hashable {
    package var from: IndexPath
    package var to: IndexPath

    package init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Creates a batch of these operations; an empty one by default.
  package init(
    sectionInserts: [Int] = [], sectionDeletes: [Int] = [], sectionReloads: [Int] = [],
    sectionMoves: [SectionMove] = [], elementInserts: [IndexPath] = [],
    elementDeletes: [IndexPath] = [], elementReloads: [IndexPath] = [],
    elementMoves: [ElementMove] = [], elementReconfigures: [IndexPath] = []
  ) {
    self.sectionInserts = sectionInserts
    self.sectionDeletes = sectionDeletes
    self.sectionReloads = sectionReloads
    self.sectionMoves = sectionMoves
    self.elementInserts = elementInserts
    self.elementDeletes = elementDeletes
    self.elementReloads = elementReloads
    self.elementMoves = elementMoves
    self.elementReconfigures = elementReconfigures
  }

  /// Sections inserted, in after-update indices.
  package var sectionInserts: [Int] = []
  /// Sections deleted, in before-update indices.
  package var sectionDeletes: [Int] = []
  /// Sections reloaded, in before-update indices.
  package var sectionReloads: [Int] = []
  /// Sections moved.
  package var sectionMoves: [SectionMove] = []
  /// Elements inserted, in after-update paths.
  package var elementInserts: [IndexPath] = []
  /// Elements deleted, in before-update paths.
  package var elementDeletes: [IndexPath] = []
  /// Elements reloaded, in before-update paths.
  package var elementReloads: [IndexPath] = []
  /// Elements moved.
  package var elementMoves: [ElementMove] = []
  /// Elements reconfigured in place, in before-update paths.
  package var elementReconfigures: [IndexPath] = []

  /// Whether the batch records no operation at all.
  package var isEmpty: Bool {
    sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionReloads.isEmpty
      && sectionMoves.isEmpty && elementInserts.isEmpty && elementDeletes.isEmpty
      && elementReloads.isEmpty && elementMoves.isEmpty && elementReconfigures.isEmpty
  }
}
