import Foundation

/// How many steps a stress run takes and from which seed, read from the environment so that a
/// long run or a replay needs no code change.
///
/// - `TABLEKIT_STRESS_STEPS=1000000` runs that many steps (10,000 by default).
/// - `TABLEKIT_STRESS_SEED=1234` replays a seed (a fixed seed by default, so `swift test` is
///   deterministic; `TABLEKIT_STRESS_SEED=random` draws one and prints it).
/// - `TABLEKIT_STRESS_TRACE=1` prints every step's action, to see what led to a failure.
struct StressOptions {
  var steps: Int
  var seed: UInt64
  var trace: Bool

  static let defaultSteps = 10_000

  static func fromEnvironment(defaultSeed: UInt64) -> StressOptions {
    let environment = ProcessInfo.processInfo.environment
    let steps = environment["TABLEKIT_STRESS_STEPS"].flatMap { Int($0) } ?? defaultSteps
    var seed = defaultSeed
    if let text = environment["TABLEKIT_STRESS_SEED"] {
      seed = text == "random" ? UInt64.random(in: 0...UInt64(UInt32.max)) : UInt64(text) ?? seed
    }
    let trace = environment["TABLEKIT_STRESS_TRACE"].map { $0 != "0" && !$0.isEmpty } ?? false
    return StressOptions(steps: max(0, steps), seed: seed, trace: trace)
  }

  /// The environment that replays a failure at `step`.
  func replay(failingAt step: Int) -> String {
    "TABLEKIT_STRESS_SEED=\(seed) TABLEKIT_STRESS_STEPS=\(step + 1) TABLEKIT_STRESS_TRACE=1"
  }
}
