import Foundation
import Testing

/// The iOS build's rule, checked where the iOS compiler is absent: UIKit reaches an optional
/// data-source or delegate method only through its `@objc` entry point, and Swift allows no
/// `@objc` members in extensions of generic classes. So every UIKit method of the kits' generic
/// bridges is declared in the class body. HeadlessUIKit's protocols are plain Swift, so on Linux
/// such a method compiles in an extension and works; on iOS it fails to build. The iOS type-check
/// (`.ci/ios-typecheck`) is the full check; this one runs on every `swift test`.
@Suite struct UIKitBridgeDeclarationTests {
  /// The names UIKit's table, collection and scroll view protocols give their methods.
  static let uikitMethodPrefixes = [
    "func tableView(", "func collectionView(", "func scrollView", "func numberOfSections(",
    "func sectionIndexTitles(", "func indexTitles(",
  ]

  @Test func bridgesDeclareEveryUIKitMethodInTheirClassBody() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/TableKit")
    // Tests run from the package's checkout; elsewhere (a device) there is nothing to read.
    guard let files = FileManager.default.enumerator(atPath: sources.path) else { return }
    var bridgeFiles = 0
    var misplaced: [String] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      if text.contains("Bridge<Section, Row>: NSObject") { bridgeFiles += 1 }
      misplaced += Self.uikitMethodsInBridgeExtensions(of: text).map { "\(path): \($0)" }
    }
    #expect(bridgeFiles == 2, "the table and collection bridges, found by their declarations")
    #expect(misplaced.isEmpty, "UIKit methods in extensions of a generic bridge: \(misplaced)")
  }

  @Test func theCheckFindsAUIKitMethodInABridgeExtension() {
    let source = """
      final class TableViewBridge<Section, Row>: NSObject {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      }
      extension TableViewBridge {
        func helper() {}
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
      }
      """
    #expect(
      Self.uikitMethodsInBridgeExtensions(of: source) == [
        "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}"
      ])
  }

  /// The UIKit methods declared inside `extension …Bridge` blocks of a source file.
  static func uikitMethodsInBridgeExtensions(of source: String) -> [String] {
    var found: [String] = []
    var depth = 0
    var extensionDepth: Int?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let words = trimmed.split(separator: " ")
      if extensionDepth == nil, words.first == "extension", words.count > 1,
        words[1].hasSuffix("Bridge") || words[1].hasSuffix("Bridge:")
      {
        extensionDepth = depth
      }
      if extensionDepth != nil, uikitMethodPrefixes.contains(where: trimmed.hasPrefix) {
        found.append(trimmed)
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      if let start = extensionDepth, depth <= start, line.contains("}") { extensionDepth = nil }
    }
    return found
  }
}
