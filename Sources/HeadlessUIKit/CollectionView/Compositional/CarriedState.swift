import BatchRules

/// What a compositional layout keeps from one preparation to the next: the sizes measured
/// cells prefer and how far orthogonal sections are scrolled, by section.
struct CarriedState {
  var measured: [Int: [Int: CGSize]] = [:]
  var orthogonalOffsets: [Int: CGFloat] = [:]

  /// The state after a batch update: measured cells follow their items (a deleted or reloaded
  /// item's cell sizes itself again) and offsets follow their sections (inferred).
  func remapped(_ mapping: UpdateMapping) -> CarriedState {
    var result = CarriedState()
    for (section, sizes) in measured {
      for (item, size) in sizes {
        guard let path = mapping.newPath(for: IndexPath(item: item, section: section)) else {
          continue
        }
        result.measured[path.section, default: [:]][path.item] = size
      }
    }
    for (section, offset) in orthogonalOffsets {
      if let moved = mapping.newSection(for: section) { result.orthogonalOffsets[moved] = offset }
    }
    return result
  }
}
