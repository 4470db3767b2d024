// swift-tools-version: 6.2
// SignalsCombine, the bridge between Signals and Combine, tested where Combine is absent.
//
// The bridge's sources are in Sources/SignalsCombine. Where Apple's Combine exists, the root
// package builds them as its `SignalsCombine` product and this package tests that build. Elsewhere
// the root package leaves them out (so its manifest keeps zero dependencies), and this package
// builds them itself against OpenCombine, under the same module name, and offers them as its
// own `SignalsCombine` library product (README.md, Installation, says how to depend on it).
// (SwiftPM allows neither a target path outside the package nor two targets of one name in a
// package graph, hence the sources live here and the root target points in.)
import PackageDescription

let combine: [Target.Dependency]
let bridgeTargets: [Target]
let bridgeProducts: [Product]
let openCombine: [Package.Dependency]
#if canImport(Combine)
  combine = [.product(name: "SignalsCombine", package: "TableKit")]
  bridgeTargets = []
  bridgeProducts = []  // The root package's `SignalsCombine` product, built on Apple's Combine.
  openCombine = []
#else
  openCombine = [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0")
  ]
  combine = ["SignalsCombine", .product(name: "OpenCombine", package: "OpenCombine")]
  bridgeTargets = [
    .target(
      name: "SignalsCombine",
      dependencies: [
        .product(name: "Signals", package: "TableKit"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    )
  ]
  bridgeProducts = [.library(name: "SignalsCombine", targets: ["SignalsCombine"])]
#endif

let package = Package(
  name: "SignalsCombineBridge",
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .visionOS(.v2)],
  products: bridgeProducts + [
    .executable(name: "SignalsCombineBenchmarks", targets: ["SignalsCombineBenchmarks"])
  ],
  dependencies: [
    .package(name: "TableKit", path: ".."),
    .package(name: "TableKitBenchmarks", path: "../Benchmarks"),
  ] + openCombine,
  targets: bridgeTargets + [
    .executableTarget(
      name: "SignalsCombineBenchmarks",
      dependencies: combine + [
        .product(name: "Signals", package: "TableKit"),
        .product(name: "Harness", package: "TableKitBenchmarks"),
      ]
    ),
    .testTarget(
      name: "SignalsCombineTests",
      dependencies: combine + [
        .product(name: "Signals", package: "TableKit"),
        .product(name: "SignalsTesting", package: "TableKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
