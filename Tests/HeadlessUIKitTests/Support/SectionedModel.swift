import BatchRules

@testable import HeadlessUIKit

/// A plain model of sectioned data with unique element ids, and a random valid change to it.
///
/// A change is generated on the model itself (delete sections and elements, move sections and
/// elements, insert new ones), then written as a ``BatchUpdate`` in UIKit's coordinates. Applying
/// the batch to the old counts must give the new model's positions for every surviving id.
struct SectionedModel: Equatable {
  /// The ids of the elements, per section.
  var sections: [[Int]]

  /// The element count of every section.
  var counts: [Int] { sections.map(\.count) }

  /// The path of every id.
  var paths: [Int: IndexPath] {
    var result: [Int: IndexPath] = [:]
    for (section, ids) in sections.enumerated() {
      for (row, id) in ids.enumerated() { result[id] = IndexPath(row: row, section: section) }
    }
    return result
  }

  /// Creates a random model with up to `maxSections` sections of up to `maxRows` rows.
  static func random(
    using generator: inout SeededGenerator, maxSections: Int = 4, maxRows: Int = 6,
    nextID: inout Int
  ) -> SectionedModel {
    var sections: [[Int]] = []
    for _ in 0..<Int.random(in: 1...maxSections, using: &generator) {
      var ids: [Int] = []
      for _ in 0..<Int.random(in: 0...maxRows, using: &generator) {
        ids.append(nextID)
        nextID += 1
      }
      sections.append(ids)
    }
    return SectionedModel(sections: sections)
  }
}

/// A random valid change: the new model and the batch that expresses it.
struct ModelChange {
  var old: SectionedModel
  var new: SectionedModel
  var batch: BatchUpdate
  /// Ids present in both models, whose paths the mapping must carry.
  var survivors: Set<Int>
}

extension SectionedModel {
  /// Returns a random valid change of the model.
  ///
  /// Sections are tagged by a key so that section moves and inserts can be written out; the
  /// surviving sections and elements that do not move keep their relative order, as UIKit's
  /// update model requires.
  func randomChange(using generator: inout SeededGenerator, nextID: inout Int) -> ModelChange {
    var batch = BatchUpdate()
    let paths = self.paths
    var keyed = sections.enumerated().map { (key: $0.offset, ids: $0.element) }
    let allIDs = Set(sections.flatMap { $0 })
    // Delete sections.
    keyed.removeAll { entry in
      guard Bool.random(using: &generator), Int.random(in: 0..<4, using: &generator) == 0 else {
        return false
      }
      batch.sectionDeletes.append(entry.key)
      return true
    }
    // Delete elements in surviving sections.
    for index in keyed.indices {
      keyed[index].ids.removeAll { id in
        guard Int.random(in: 0..<4, using: &generator) == 0 else { return false }
        batch.elementDeletes.append(paths[id]!)
        return true
      }
    }
    // Move sections.
    var movedSections = Set<Int>()
    for _ in 0..<Int.random(in: 0...1, using: &generator) where keyed.count > 1 {
      let entry = keyed.remove(at: Int.random(in: keyed.indices, using: &generator))
      keyed.insert(entry, at: Int.random(in: 0...keyed.count, using: &generator))
      movedSections.insert(entry.key)
    }
    // Insert sections (key -1 = new).
    for _ in 0..<Int.random(in: 0...1, using: &generator) {
      keyed.insert((key: -1, ids: []), at: Int.random(in: 0...keyed.count, using: &generator))
    }
    // Move elements.
    var movedIDs = Set<Int>()
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      let sources = keyed.indices.filter { !keyed[$0].ids.isEmpty }
      guard let source = sources.randomElement(using: &generator) else { break }
      let id = keyed[source].ids.remove(
        at: Int.random(in: keyed[source].ids.indices, using: &generator))
      let target = Int.random(in: keyed.indices, using: &generator)
      keyed[target].ids.insert(
        id, at: Int.random(in: 0...keyed[target].ids.count, using: &generator))
      movedIDs.insert(id)
    }
    // Insert elements.
    var insertedIDs = Set<Int>()
    for _ in 0..<Int.random(in: 0...3, using: &generator) where !keyed.isEmpty {
      let target = Int.random(in: keyed.indices, using: &generator)
      keyed[target].ids.insert(
        nextID, at: Int.random(in: 0...keyed[target].ids.count, using: &generator))
      insertedIDs.insert(nextID)
      nextID += 1
    }
    let new = SectionedModel(sections: keyed.map(\.ids))
    let newPaths = new.paths
    for (index, entry) in keyed.enumerated() {
      if entry.key == -1 {
        batch.sectionInserts.append(index)
      } else if movedSections.contains(entry.key) {
        batch.sectionMoves.append(.init(from: entry.key, to: index))
      }
    }
    for id in movedIDs { batch.elementMoves.append(.init(from: paths[id]!, to: newPaths[id]!)) }
    for id in insertedIDs where keyed[newPaths[id]!.section].key != -1 {
      batch.elementInserts.append(newPaths[id]!)
    }
    batch.sectionDeletes.shuffle(using: &generator)
    batch.elementDeletes.shuffle(using: &generator)
    batch.elementInserts.shuffle(using: &generator)
    let survivors = allIDs.intersection(new.paths.keys)
    return ModelChange(old: self, new: new, batch: batch, survivors: survivors)
  }
}
