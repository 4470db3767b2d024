// Standard error and output for the harness, which Swift 6 cannot name as C globals.
#include "BenchmarkRuntime.h"

#include <stdio.h>

void benchmark_write_error(const char *text) { fputs(text, stderr); }

void benchmark_flush_output(void) { fflush(stdout); }
