/// Records the operations of one batch update as the caller gave them.
///
/// Shared by table views (rows) and collection views (items): an "element" is a row or an item.
/// Indices follow UIKit's rules (Rules.md R-batch-5): deletes and reloads are before-update
/// indices, inserts are after-update indices, and moves go from a before-update index to an
/// after-update index, whatever order the calls came in.
struct BatchUpdate {
  /// A section moved from a before-update index to an after-update index.
  struct SectionMove: Hashable {
    var from: Int
    var to: Int
  }

  /// An element moved from a before-update path to an after-update path.
  struct ElementMove: Hashable {
    var from: IndexPath
    var to: IndexPath
  }

  /// Sections inserted, in after-update indices.
  var sectionInserts: [Int] = []
  /// Sections deleted, in before-update indices.
  var sectionDeletes: [Int] = []
  /// Sections reloaded, in before-update indices.
  var sectionReloads: [Int] = []
  /// Sections moved.
  var sectionMoves: [SectionMove] = []
  /// Elements inserted, in after-update paths.
  var elementInserts: [IndexPath] = []
  /// Elements deleted, in before-update paths.
  var elementDeletes: [IndexPath] = []
  /// Elements reloaded, in before-update paths.
  var elementReloads: [IndexPath] = []
  /// Elements moved.
  var elementMoves: [ElementMove] = []
  /// Elements reconfigured in place, in before-update paths.
  var elementReconfigures: [IndexPath] = []

  /// Whether the batch records no operation at all.
  var isEmpty: Bool {
    sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionReloads.isEmpty
      && sectionMoves.isEmpty && elementInserts.isEmpty && elementDeletes.isEmpty
      && elementReloads.isEmpty && elementMoves.isEmpty && elementReconfigures.isEmpty
  }
}
