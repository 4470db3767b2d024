import TableKitTesting
import Testing

@testable import TableKit

/// A header or footer value that records what it showed.
struct Caption: Reusable, Hashable {
  var text: String

  static func makeAndConfigure() -> (make: UILabel, configure: (Caption) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { caption in
        label.text = caption.text
        return NilDisposer()
      }
    )
  }
}

/// Headers and footers take the same shape on both kits: `header` and `footer` give the value a
/// section's view shows.
@MainActor @Suite(.keepsWindows) struct SectionViewContractTests {
  /// Makes a kit of `kind` whose view has room for headers and footers.
  func makeKit(_ kind: KitKind) -> KitDriver<String, Note> {
    let driver = kind.make(Table(sections: [("A", [Note(1)]), ("B", [Note(2)])]))
    if let table = driver.kit as? TableKit<String, Note> {
      table.view.sectionHeaderHeight = 28
      table.view.sectionFooterHeight = 20
    } else if let grid = driver.kit as? CollectionKit<String, Note> {
      grid.headerSize = { _, _ in CGSize(width: 320, height: 28) }
      grid.footerSize = { _, _ in CGSize(width: 320, height: 20) }
    }
    return driver
  }

  /// The labels showing in the view, by their texts.
  func labels(in view: UIView) -> Set<String> {
    var texts: Set<String> = []
    func visit(_ view: UIView) {
      if let label = view as? UILabel, let text = label.text { texts.insert(text) }
      view.subviews.forEach(visit)
    }
    visit(view)
    return texts
  }

  @Test(arguments: KitKind.allCases)
  func headerAndFooterValuesShowInTheirSectionsViews(kind: KitKind) {
    let driver = makeKit(kind)
    driver.kit.header = { Caption(text: "Header " + $0) }
    driver.kit.footer = { Caption(text: "Footer " + $0) }
    driver.kit.table.value = Table(sections: [("A", [Note(1)]), ("C", [Note(3)])])
    driver.view.finishAnimations()
    driver.view.layoutIfNeeded()
    let shown = labels(in: driver.view)
    #expect(shown.isSuperset(of: ["Header A", "Footer A", "Header C", "Footer C"]))
    #expect(!shown.contains("Header B"))
  }

  @Test(arguments: KitKind.allCases)
  func aHeaderOfNilShowsNoContent(kind: KitKind) {
    let driver = makeKit(kind)
    driver.kit.header = { $0 == "A" ? Caption(text: "Only A") : nil }
    driver.kit.table.value = Table(sections: [("A", [Note(1)]), ("B", [Note(5)])])
    driver.view.finishAnimations()
    driver.view.layoutIfNeeded()
    let shown = labels(in: driver.view)
    #expect(shown.contains("Only A"))
    #expect(!shown.contains("B"))
  }
}
