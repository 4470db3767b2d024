extension TableKit {
  /// The section index's titles, in table order without repeats, or nil without
  /// ``sectionIndexTitle``.
  func indexTitles() -> [String]? {
    guard let sectionIndexTitle else { return nil }
    var seen = Set<String>()
    return shown.sections.compactMap { sectionIndexTitle($0.value) }.filter {
      seen.insert($0).inserted
    }
  }

  /// Returns the first section showing an index title.
  func section(forIndexTitle title: String) -> Int {
    guard let sectionIndexTitle else { return 0 }
    return shown.sections.firstIndex { sectionIndexTitle($0.value) == title } ?? 0
  }

  /// Has the view load the index titles again when they changed.
  func updateIndexTitles() {
    let titles = indexTitles()
    guard titles != shownIndexTitles else { return }
    shownIndexTitles = titles
    view.reloadSectionIndexTitles()
  }
}
