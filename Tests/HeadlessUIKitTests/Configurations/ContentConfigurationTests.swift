import Foundation
import Testing

@testable import HeadlessUIKit

/// Content and background configurations on cells and header/footer views, and the state-driven
/// configuration updates (Rules.md, Content configurations).
@MainActor @Suite struct ContentConfigurationTests {
  /// A custom configuration that records the states it is updated for.
  struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var title = ""
    var isSelected = false

    func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
      var copy = self
      copy.isSelected = (state as? UICellConfigurationState)?.isSelected ?? false
      return copy
    }
  }

  /// The content view of ``BadgeConfiguration``: a label showing the title and the selection.
  final class BadgeView: UIView, UIContentView {
    let label = UILabel()
    var configuration: any UIContentConfiguration {
      didSet { show() }
    }

    init(configuration: BadgeConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      addSubview(label)
      show()
    }

    required init?(coder: NSCoder) { nil }

    private func show() {
      guard let badge = configuration as? BadgeConfiguration else { return }
      label.text = badge.title + (badge.isSelected ? " (selected)" : "")
    }
  }

  @Test("a list configuration set on a table cell replaces its content view and hides its labels")
  func listConfigurationReplacesTheContentView() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "old"
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    content.secondaryText = "3 unread"
    cell.contentConfiguration = content
    let view = try #require(cell.contentView as? UIListContentView)
    #expect((view.configuration as? UIListContentConfiguration)?.text == "Inbox")
    #expect(cell.textLabel == nil)
    #expect(cell.detailTextLabel == nil)
    #expect(cell.imageView == nil)
    #expect(view.superview === cell)

    content.text = "Archive"
    cell.contentConfiguration = content
    #expect(cell.contentView === view, "a supported configuration is applied to the same view")

    cell.contentConfiguration = nil
    #expect(!(cell.contentView is UIListContentView))
    #expect(cell.textLabel != nil)
  }

  @Test("the default content configuration follows the table cell's style")
  func defaultConfigurationFollowsStyle() {
    #expect(
      UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        .prefersSideBySideTextAndSecondaryText)
    #expect(
      !UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        .prefersSideBySideTextAndSecondaryText)
  }

  @Test("text and attributed text replace each other, and the text transform shows")
  func textAndAttributedText() {
    var content = UIListContentConfiguration.header()
    content.text = "plain"
    content.attributedText = NSAttributedString(string: "styled")
    #expect(content.text == nil)
    content.textProperties.transform = .uppercase
    #expect(content.shownText == "STYLED")
    content.text = "again"
    #expect(content.attributedText == nil)
  }

  @Test("a list content view lays out image, text and secondary text and sizes to them")
  func listContentViewLayout() {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = "Detail"
    content.image = UIImage(systemName: "star")
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    view.layoutIfNeeded()
    let text = view.textLayoutGuide?.layoutFrame
    let secondary = view.secondaryTextLayoutGuide?.layoutFrame
    #expect(view.imageLayoutGuide?.layoutFrame.minX == 16)
    #expect(text?.minX == CGFloat(16 + 17 + 16))
    #expect((secondary?.minY ?? 0) > (text?.maxY ?? .infinity))
    // 11 + 17 × 1.2 + 3 + 15 × 1.2 + 11
    #expect(abs(view.sizeThatFits(CGSize(width: 320, height: 0)).height - 63.4) < 0.001)
  }

  @Test("a value cell shows its secondary text at the trailing edge when both fit")
  func valueCellSideBySide() {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    view.layoutIfNeeded()
    #expect(view.secondaryTextLayoutGuide?.layoutFrame.maxX == 304)
    #expect(view.secondaryTextLayoutGuide?.layoutFrame.minY == 11)
  }

  @Test("selecting and highlighting a cell update its configuration once, at the next layout")
  func stateChangesUpdateTheConfiguration() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var states: [UICellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in states.append(state) }
    cell.contentConfiguration = BadgeConfiguration(title: "Mail")
    cell.layoutIfNeeded()
    #expect(states.count == 1, "setting a handler asks for an update")

    cell.setHighlighted(true, animated: false)
    cell.setSelected(true, animated: false)
    #expect(states.count == 1, "updates wait for the layout pass")
    cell.layoutIfNeeded()
    #expect(states.count == 2, "two requests make one update")
    #expect(states.last?.isSelected == true && states.last?.isHighlighted == true)
    let badge = try #require(cell.contentView as? BadgeView)
    #expect(badge.label.text == "Mail (selected)")

    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(states.count == 2, "an unchanged state asks for nothing")
  }

  @Test("automatic content updates can be turned off")
  func automaticUpdatesOff() throws {
    let cell = UICollectionViewCell(frame: .zero)
    cell.automaticallyUpdatesContentConfiguration = false
    cell.contentConfiguration = BadgeConfiguration(title: "Mail")
    cell.isSelected = true
    cell.layoutIfNeeded()
    let badge = try #require(cell.contentView as? BadgeView)
    #expect(badge.label.text == "Mail")
  }

  @Test("a subclass's updateConfiguration(using:) runs before the handler, with its custom state")
  func updateOrderAndCustomState() {
    final class FlaggedCell: UICollectionViewCell {
      static let flag = UIConfigurationStateCustomKey("flag")
      var log: [String] = []
      override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[Self.flag] = true
        return state
      }
      override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("update \(state[Self.flag] == AnyHashable(true))")
      }
    }
    let cell = FlaggedCell(frame: .zero)
    cell.configurationUpdateHandler = { cell, _ in (cell as? FlaggedCell)?.log.append("handler") }
    cell.layoutIfNeeded()
    #expect(cell.log == ["update true", "handler"])
  }

  @Test("a table shows a cell only after its pending update, selection and editing included")
  func tableRunsPendingUpdatesBeforeDisplay() throws {
    let fixture = TableFixture(rows: [3])
    fixture.table.allowsSelectionDuringEditing = true
    fixture.table.setEditing(true, animated: false)
    fixture.table.layoutIfNeeded()
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.configurationState.isEditing)
    var seen: [UICellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in seen.append(state) }
    fixture.table.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    fixture.table.layoutIfNeeded()
    #expect(seen.last?.isSelected == true)
    #expect(seen.last?.isEditing == true)
  }

  @Test("a collection view's editing reaches its cells' configuration state")
  func collectionEditingReachesCells() throws {
    let recorder = CollectionRecorder(sections: [["a", "b"]])
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!cell.configurationState.isEditing)
    collectionView.isEditing = true
    #expect(cell.configurationState.isEditing)
  }

  @Test("a background configuration clears the background views and resolves its color")
  func backgroundConfiguration() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.backgroundView = UIView()
    var background = UIBackgroundConfiguration.listCell()
    background.backgroundColorTransformer = .grayscale
    background.backgroundColor = .red
    cell.backgroundConfiguration = background
    #expect(cell.backgroundView == nil)
    #expect(cell.backgroundConfiguration == background)
    let gray = background.resolvedBackgroundColor(for: .blue)
    #expect(gray == UIColor(white: 0.299, alpha: 1))
    var other = background
    other.backgroundColorTransformer = .grayscale
    #expect(other == background, "the system transformers are equal to themselves")
    other.backgroundColorTransformer = UIConfigurationColorTransformer { $0 }
    #expect(other != background)
  }

  @Test("a header view shows a header configuration")
  func headerConfiguration() throws {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var content = header.defaultContentConfiguration()
    content.text = "Recent"
    header.contentConfiguration = content
    #expect(header.textLabel == nil)
    let view = try #require(header.contentView as? UIListContentView)
    #expect((view.configuration as? UIListContentConfiguration)?.text == "Recent")
    #expect(header.sizeThatFits(CGSize(width: 320, height: 0)).height >= 28)
  }

  @Test("UIContentView's default supports(_:) accepts the current configuration's type only")
  func defaultSupports() {
    let view = BadgeView(configuration: BadgeConfiguration(title: "a"))
    #expect(view.supports(BadgeConfiguration(title: "b")))
    #expect(!view.supports(UIListContentConfiguration.cell()))
  }
}
