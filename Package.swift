// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TableKit",
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .visionOS(.v2)],
  products: [
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "SignalsTesting", targets: ["SignalsTesting"]),
    .library(name: "TableKit", targets: ["TableKit"]),
  ],
  targets: [
    .target(name: "Signals"),
    .executableTarget(name: "Playground", dependencies: ["Signals"], path: "Playground"),
    .testTarget(name: "SignalsTests", dependencies: ["Signals", "SignalsTesting"]),
    .target(name: "SignalsTesting", dependencies: ["Signals"]),
    .testTarget(name: "SignalsTestingTests", dependencies: ["SignalsTesting"]),
    .target(name: "TableKit"),
    .testTarget(name: "TableKitTests", dependencies: ["TableKit"]),
  ],
  swiftLanguageModes: [.v6]
)
