import Foundation
import Testing

@testable import HeadlessUIKit

/// UICollectionViewListCell, its accessories, and registrations of list cells (Rules.md, Cell
/// accessories; Cell registrations).
@MainActor @Suite struct ListCellTests {
  /// A data source whose cells are list cells from a registration made up front.
  private final class ListSource: NSObject, UICollectionViewDataSource {
    var items = ["Mail", "Notes"]
    var expanded: Set<String> = []
    var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!
    /// Set to make the registration inside the cell request instead (UIKit forbids it).
    var makesRegistrationPerRequest = false

    override init() {
      super.init()
      registration = makeRegistration()
    }

    func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      UICollectionView.CellRegistration { [unowned self] cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = [
          .outlineDisclosure { [unowned self] in self.expanded.formSymmetricDifference([item]) },
          .delete(), .reorder(displayed: .always), .label(text: "3"),
        ]
      }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let registration = makesRegistrationPerRequest ? makeRegistration() : registration!
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: items[indexPath.item])
    }
  }

  private func view(_ source: ListSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collectionView.dataSource = source
    return collectionView
  }

  @Test("a list cell shows the accessories displayed in its editing state, leading ones first")
  func displayedAccessoriesFollowEditing() throws {
    let source = ListSource()
    let collectionView = view(source)
    collectionView.layoutIfNeeded()
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(
      cell.displayedAccessories.map(\.accessoryType) == [.outlineDisclosure, .reorder, .label])
    collectionView.isEditing = true
    #expect(
      cell.displayedAccessories.map(\.accessoryType) == [
        .delete, .outlineDisclosure, .reorder, .label,
      ])
  }

  @Test("a tap on an outline disclosure calls its action handler")
  func outlineDisclosureTapCallsTheHandler() throws {
    let source = ListSource()
    let collectionView = view(source)
    collectionView.layoutIfNeeded()
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(cell.tapAccessory(.outlineDisclosure))
    #expect(source.expanded == ["Notes"])
    #expect(cell.tapAccessory(.outlineDisclosure))
    #expect(source.expanded.isEmpty)
    #expect(!cell.tapAccessory(.checkmark), "the cell shows no checkmark")
    #expect(!cell.tapAccessory(.delete), "the delete control shows only while editing")
  }

  @Test("a handler-less outline disclosure does nothing without a diffable data source")
  func handlerlessOutlineDisclosure() {
    let cell = UICollectionViewListCell(frame: .zero)
    cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    #expect(cell.tapAccessory(.outlineDisclosure))
    #expect(!cell.configurationState.isExpanded)
  }

  @Test("hidden accessories and custom views are placed as configured")
  func customAndHiddenAccessories() {
    let cell = UICollectionViewListCell(frame: .zero)
    let badge = UIView()
    cell.accessories = [
      .checkmark(options: .init(isHidden: true)),
      .customView(configuration: .init(customView: badge, placement: .leading())),
      .disclosureIndicator(),
    ]
    #expect(
      cell.displayedAccessories.map(\.accessoryType) == [.customView(badge), .disclosureIndicator])
    let position = UICellAccessory.Placement.position(after: .disclosureIndicator())
    #expect(position(cell.accessories) == 3)
  }

  @Test("indentation insets the content view")
  func indentation() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.indentationLevel = 2
    cell.indentationWidth = 12
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.minX == 24)
    #expect(cell.separatorLayoutGuide.layoutFrame.minX == 24)
    #expect(cell.indentsAccessories)
  }

  @Test("a registration made inside the cell request that uses it raises UIKit's exception")
  func registrationMadeInsideTheRequestRaises() {
    let source = ListSource()
    source.makesRegistrationPerRequest = true
    let collectionView = view(source)
    #expect {
      try collectionView.checked.layoutIfNeeded()
    } throws: { error in
      (error as? UIKitException)?.reason.hasPrefix(
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath:") == true
    }
  }
}
