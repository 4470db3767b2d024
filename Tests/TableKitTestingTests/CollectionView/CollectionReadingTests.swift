import Testing

@testable import TableKitTesting

/// `renderedText()` reads a grid as a person does: line by line, items left to right.
@MainActor @Suite struct CollectionReadingTests {
  @Test func renderedTextShowsTheVisibleItemsLineByLineWithTheSelection() {
    let recorder = CollectionRecorder(sections: [["Ada", "Grace", "Linus", "Margaret", "Ken"]])
    let view = recorder.makeView()
    #expect(view.renderedText() == "  Ada | Grace\n  Linus | Margaret")
    view.tap(item: 1)
    #expect(view.renderedText() == "  Ada | Grace ✓\n  Linus | Margaret")
    view.scroll(by: 50)
    #expect(view.renderedText() == "  Linus | Margaret\n  Ken")
  }

  @Test func aHorizontalGridReadsColumnByColumn() {
    let recorder = CollectionRecorder(sections: [["a", "b", "c", "d"]])
    let view = recorder.makeView(horizontal: true)
    #expect(view.renderedText() == "  a | b\n  c | d")
  }
}
