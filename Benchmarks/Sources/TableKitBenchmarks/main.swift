// Runs the benchmark scenarios: one JSON object per result on standard output, a summary table
// on standard error. Usage: TableKitBenchmarks [--quick] [--filter SUBSTRING]; with
// `--once SCENARIO SUBJECT ITERATIONS` it runs one subject once and prints nothing (callgrind).
import Harness
import Scenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options: Options
do {
  options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.error("TableKitBenchmarks: \(error)")
  exit(2)
}

if let once = options.once {
  do {
    try once.run(in: Catalog.scenarios)
    exit(0)
  } catch {
    Console.error("TableKitBenchmarks: \(error)")
    exit(2)
  }
}

let scenarios = Catalog.scenarios.filter(options.selects)
if scenarios.isEmpty {
  Console.error("TableKitBenchmarks: no scenario name contains '\(options.filter ?? "")'")
  exit(2)
}

let runner = Runner(plan: RunPlan(options))
var results: [Result] = []
for scenario in scenarios {
  Console.error("measuring \(scenario.name)")
  for result in runner.measure(scenario) {
    print(result.jsonLine)
    results.append(result)
  }
  Console.flushOutput()
}
Console.error("\n" + SummaryTable(results).text)
let goals = Target.report(Target.catalog, for: results)
if !goals.isEmpty {
  Console.error("\ntargets (reported, never asserted):\n" + goals.joined(separator: "\n"))
}
if !HeapCounter.isAvailable {
  Console.error("allocations are counted on Linux with glibc only; reported as null here")
}
