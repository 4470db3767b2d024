// swift-tools-version: 6.2
import PackageDescription

/// Platforms that have no UIKit: TableKit compiles against HeadlessUIKit there.
let headless: [Platform] = [.linux, .macOS, .windows, .android]

let package = Package(
  name: "TableKit",
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .visionOS(.v2)],
  products: [
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "SignalsTesting", targets: ["SignalsTesting"]),
    .library(name: "TableKit", targets: ["TableKit"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "TableKitTesting", targets: ["TableKitTesting"]),
  ],
  targets: [
    .target(name: "Signals"),
    .target(name: "SignalsTesting", dependencies: ["Signals"]),
    // UIKit's batch-update rules and messages, once: HeadlessUIKit validates with them and the
    // kits' pre-check asks them before issuing a batch. Foundation only; no product.
    .target(name: "BatchRules"),
    .target(name: "HeadlessUIKit", dependencies: ["BatchRules"]),
    .target(
      name: "TableKit",
      dependencies: [
        "Signals",
        "BatchRules",
        .target(name: "HeadlessUIKit", condition: .when(platforms: headless)),
      ]
    ),
    .target(
      name: "TableKitTesting",
      dependencies: [
        "Signals",
        "SignalsTesting",
        .target(name: "HeadlessUIKit", condition: .when(platforms: headless)),
      ]
    ),
    .executableTarget(
      name: "Playground",
      dependencies: ["Signals", "SignalsTesting", "TableKit", "TableKitTesting"],
      path: "Playground"
    ),
    .testTarget(name: "SignalsTests", dependencies: ["Signals", "SignalsTesting"]),
    .testTarget(name: "SignalsTestingTests", dependencies: ["SignalsTesting"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "BatchRules"]),
    .testTarget(name: "TableKitTests", dependencies: ["TableKit", "TableKitTesting"]),
    .testTarget(name: "TableKitTestingTests", dependencies: ["TableKitTesting"]),
  ],
  swiftLanguageModes: [.v6]
)

#if canImport(Combine)
  // The Combine bridge is built here only where Apple's Combine exists, so this manifest keeps
  // zero dependencies. Its sources live in the CombineBridge package, which compiles them against
  // OpenCombine elsewhere and holds their tests and benchmark; see CombineBridge/Package.swift.
  package.products.append(.library(name: "SignalsCombine", targets: ["SignalsCombine"]))
  package.targets.append(
    .target(
      name: "SignalsCombine",
      dependencies: ["Signals"],
      path: "CombineBridge/Sources/SignalsCombine"
    )
  )
#endif
