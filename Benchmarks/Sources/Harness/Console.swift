import BenchmarkRuntime

/// The harness's output streams: results on standard output, progress and the summary on
/// standard error.
public enum Console {
  /// Writes `text` and a newline to standard error.
  public static func error(_ text: String) {
    benchmark_write_error(text + "\n")
  }

  /// Flushes standard output.
  public static func flushOutput() {
    benchmark_flush_output()
  }
}
