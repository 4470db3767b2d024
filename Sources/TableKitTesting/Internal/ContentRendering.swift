import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Renders content configurations and list cell accessories for `renderedText()`.
///
/// A list content configuration shows as its text and secondary text; any other configuration
/// as the texts of the labels and controls in the content view it made. Accessories show as
/// symbols where UIKit places them, leading ones before the text: `›` a disclosure indicator,
/// `☑` a checkmark, `ⓘ` a detail button, `▽` an expanded and `▷` a collapsed outline
/// disclosure, `⊖` a delete and `⊕` an insert control, `≡` a reorder control, `●` or `○` a
/// multiple-selection control (selected or not), a label accessory as its text, a custom view
/// as its texts.
@MainActor enum ContentRendering {
  /// The texts a content view shows, or nil when the view shows no content configuration.
  static func texts(
    of configuration: (any UIContentConfiguration)?, in contentView: UIView
  ) -> [String]? {
    guard let configuration else { return nil }
    guard let list = configuration as? UIListContentConfiguration else {
      return ControlRendering.texts(in: contentView)
    }
    return [
      list.text ?? list.attributedText?.string,
      list.secondaryText
        ?? list.secondaryAttributedText?.string,
    ].compactMap { $0 }.filter { !$0.isEmpty }
  }

  /// The accessories a list cell shows now: those of its editing state. UIKit keeps an
  /// accessory's displayed state private, so on a device every accessory is listed.
  static func displayedAccessories(of cell: UICollectionViewListCell) -> [UICellAccessory] {
    #if canImport(UIKit)
      cell.accessories
    #else
      cell.displayedAccessories
    #endif
  }

  /// A list cell's line: leading accessories, the content's texts, trailing accessories.
  static func line(of cell: UICollectionViewListCell, texts: [String]) -> String {
    let state = cell.configurationState
    var leading: [String] = []
    var trailing: [String] = []
    for accessory in displayedAccessories(of: cell) {
      let symbol = self.symbol(for: accessory, in: state)
      guard !symbol.isEmpty else { continue }
      if isLeading(accessory) { leading.append(symbol) } else { trailing.append(symbol) }
    }
    var line = (leading + [texts.joined(separator: " — ")]).filter { !$0.isEmpty }.joined(
      separator: " ")
    if !trailing.isEmpty { line += "  " + trailing.joined(separator: " ") }
    return line
  }

  private static func isLeading(_ accessory: UICellAccessory) -> Bool {
    switch accessory.accessoryType {
    case .delete, .insert, .multiselect: true
    default: false
    }
  }

  private static func symbol(for accessory: UICellAccessory, in state: UICellConfigurationState)
    -> String
  {
    switch accessory.accessoryType {
    case .disclosureIndicator: return "›"
    case .checkmark: return "☑"
    case .detail: return "ⓘ"
    case .outlineDisclosure: return state.isExpanded ? "▽" : "▷"
    case .delete: return "⊖"
    case .insert: return "⊕"
    case .reorder: return "≡"
    case .multiselect: return state.isSelected ? "●" : "○"
    case .label:
      #if canImport(UIKit)
        return "label"
      #else
        return accessory.text ?? ""
      #endif
    case .customView(let view): return ControlRendering.texts(in: view).joined(separator: " ")
    default: return ""
    }
  }
}
