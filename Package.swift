// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TableKit",
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .visionOS(.v2)],
  products: [
    .library(name: "Signals", targets: ["Signals"])
  ],
  targets: [
    .target(name: "Signals"),
    .target(name: "HeadlessUIKit"),
    .executableTarget(name: "Playground", dependencies: ["Signals"], path: "Playground"),
    .testTarget(name: "SignalsTests", dependencies: ["Signals"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
  ],
  swiftLanguageModes: [.v6]
)
