/// Computes ``TableChanges`` between two tables in expected linear time (plus O(*n* log *n*) for
/// the longest runs kept in order). Everything is `@inlinable` so that a client's call is
/// specialised for its row, section and identifier types, and its closures inlined.
@usableFromInline
internal struct TableDiffer<Section, Row, SectionID: Hashable, RowID: Hashable> {
  @usableFromInline internal let old: Table<Section, Row>
  @usableFromInline internal let new: Table<Section, Row>
  @usableFromInline internal var changes: TableChanges
  @usableFromInline internal var runs = LongestIncreasingSubsequence()
  @usableFromInline internal var candidates: [Int32] = []

  @inlinable
  internal init(old: Table<Section, Row>, new: Table<Section, Row>) {
    self.old = old
    self.new = new
    self.changes = TableChanges(
      oldSectionCount: old.sectionValues.count, newSectionCount: new.sectionValues.count)
  }

  @inlinable
  internal mutating func diff(
    sectionID: (Section) -> SectionID, sectionsEqual: (Section, Section) -> Bool,
    rowID: (Row) -> RowID, rowsEqual: (Row, Row) -> Bool
  ) -> TableChanges {
    let sections = OccurrencePairing(
      old: old.sectionValues, new: new.sectionValues, identify: sectionID)
    diffSections(sections, sectionsEqual: sectionsEqual)
    let rows = OccurrencePairing(old: old.rows, new: new.rows, identify: rowID)
    diffRows(rows, sections: sections, rowsEqual: rowsEqual)
    changes._sectionDuplicates = sections.duplicates(
      old: old.sectionValues, new: new.sectionValues, identify: sectionID,
      position: { _, index in index })
    let (old, new) = (old, new)
    changes._rowDuplicates = rows.duplicates(
      old: old.rows, new: new.rows, identify: rowID,
      position: { isOld, offset in
        isOld ? old.index(forOffset: offset) : new.index(forOffset: offset)
      }
    )
    return changes
  }

  @inlinable
  internal mutating func diffSections(
    _ pairing: OccurrencePairing<SectionID>, sectionsEqual: (Section, Section) -> Bool
  ) {
    for (section, destination) in pairing.oldToNew.enumerated() where destination < 0 {
      changes._sectionDeletes.append(section)
    }
    candidates.removeAll(keepingCapacity: true)
    for source in pairing.newToOld where source >= 0 { candidates.append(source) }
    runs.mark(candidates)
    var candidate = 0
    for (destination, source) in pairing.newToOld.enumerated() {
      guard source >= 0 else {
        changes._sectionInserts.append(destination)
        continue
      }
      let kept = TableChanges.KeptSection(source: Int(source), destination: destination)
      if !runs.isKept[candidate] { changes._sectionMoves.append(kept) }
      candidate += 1
      if !sectionsEqual(old.sectionValues[kept.source], new.sectionValues[destination]) {
        changes._sectionUpdates.append(kept)
      }
    }
  }

  @inlinable
  internal mutating func diffRows(
    _ rows: OccurrencePairing<RowID>, sections: OccurrencePairing<SectionID>,
    rowsEqual: (Row, Row) -> Bool
  ) {
    let oldStarts = old.rowStarts
    let newStarts = new.rowStarts
    rows.oldToNew.withUnsafeBufferPointer { oldToNew in
      for (section, destination) in sections.oldToNew.enumerated() where destination >= 0 {
        let start = oldStarts[section]
        for offset in start..<oldStarts[section + 1] where oldToNew[offset] < 0 {
          changes._rowDeletes.append(TableIndex(row: offset - start, section: section))
        }
      }
    }
    old.rows.withUnsafeBufferPointer { oldRows in
      new.rows.withUnsafeBufferPointer { newRows in
        rows.newToOld.withUnsafeBufferPointer { newToOld in
          for (section, source) in sections.newToOld.enumerated() {
            let start = newStarts[section]
            let end = newStarts[section + 1]
            // Rows that stay in their (kept) section and keep their order are not moves.
            let sourceRange =
              source >= 0 ? oldStarts[Int(source)]..<oldStarts[Int(source) + 1] : 0..<0
            candidates.removeAll(keepingCapacity: true)
            for offset in start..<end {
              let old = newToOld[offset]
              if old >= 0 && sourceRange.contains(Int(old)) { candidates.append(old) }
            }
            runs.mark(candidates)
            var candidate = 0
            for offset in start..<end {
              let oldOffset = Int(newToOld[offset])
              let destination = TableIndex(row: offset - start, section: section)
              guard oldOffset >= 0 else {
                if source >= 0 { changes._rowInserts.append(destination) }
                continue
              }
              var isMove = true
              if sourceRange.contains(oldOffset) {
                isMove = !runs.isKept[candidate]
                candidate += 1
              }
              let isUpdate = !rowsEqual(oldRows[oldOffset], newRows[offset])
              if isMove || isUpdate {
                let kept = TableChanges.KeptRow(
                  source: old.index(forOffset: oldOffset), destination: destination)
                if isMove { changes._rowMoves.append(kept) }
                if isUpdate { changes._rowUpdates.append(kept) }
              }
            }
          }
        }
      }
    }
  }
}
