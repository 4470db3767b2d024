/// Names a section header or footer of a table view.
enum TableSupplementary: Hashable, Comparable {
  /// The header of a section.
  case header(Int)
  /// The footer of a section.
  case footer(Int)

  /// The section the view belongs to.
  var section: Int {
    switch self {
    case .header(let section), .footer(let section): section
    }
  }

  /// "header" or "footer", as UIKit's messages name the kind.
  var name: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    }
  }

  /// The same kind of view for another section.
  func moved(to section: Int) -> TableSupplementary {
    switch self {
    case .header: .header(section)
    case .footer: .footer(section)
    }
  }
}
