// swift-tools-version: 6.2
// The benchmarks live in their own package so that the library manifest keeps zero dependencies:
// this one may depend on peers to compare against.
import PackageDescription

let package = Package(
  name: "TableKitBenchmarks",
  platforms: [.macOS(.v15)],
  products: [
    // For other benchmark packages (CombineBridge's): the same runner, options and report.
    .library(name: "Harness", targets: ["Harness"])
  ],
  dependencies: [
    .package(name: "TableKit", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
  ],
  targets: [
    .target(name: "BenchmarkRuntime"),
    .target(name: "Harness", dependencies: ["BenchmarkRuntime"]),
    .target(
      name: "Scenarios",
      dependencies: [
        "Harness",
        .product(name: "Signals", package: "TableKit"),
        .product(name: "TableKit", package: "TableKit"),
        // The headless animation clock's controls: an update's completion comes after the
        // animation, so each toggle ends it before the next, as the run loop does.
        .product(name: "TableKitTesting", package: "TableKit"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    .executableTarget(name: "TableKitBenchmarks", dependencies: ["Harness", "Scenarios"]),
    .testTarget(name: "HarnessTests", dependencies: ["Harness", "BenchmarkRuntime"]),
    .testTarget(name: "ScenariosTests", dependencies: ["Scenarios"]),
  ],
  swiftLanguageModes: [.v6]
)
