// Runs the Combine bridge's scenarios and reports each subject as a ratio to the Combine subject
// measured in the same run: one JSON object per result on standard output, a summary on standard
// error. Usage: SignalsCombineBenchmarks [--quick] [--filter SUBSTRING]
import Harness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options: Options
do {
  options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.error("SignalsCombineBenchmarks: \(error)")
  exit(2)
}

let runner = Runner(plan: RunPlan(options))
var results: [Result] = []
for scenario in InteropBenchmarks.scenarios.filter(options.selects) {
  Console.error("measuring \(scenario.name)")
  for result in runner.measure(scenario) {
    print(result.jsonLine)
    results.append(result)
  }
  Console.flushOutput()
}
Console.error("\n" + SummaryTable(results).text + "\n")
for result in results {
  guard
    let baseline = results.first(where: {
      $0.scenario == result.scenario && $0.subject == InteropBenchmarks.baseline
    }), result.subject != baseline.subject
  else { continue }
  let ratio = result.nanosecondsPerOperation / baseline.nanosecondsPerOperation
  Console.error(
    "\(result.scenario): \(result.subject) ÷ \(baseline.subject) = "
      + SummaryTable.format(ratio) + "x")
}
