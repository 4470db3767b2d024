// An opaque sink and a clock. Compiled separately from the Swift code, so the optimizer cannot
// prove a consumed value unused, nor move work across a clock read.
#include "BenchmarkRuntime.h"

#include <time.h>

static volatile intptr_t consumedTotal;
static const void *volatile lastPointer;

void benchmark_consume(intptr_t value) { consumedTotal += value; }

void benchmark_consume_pointer(const void *pointer) { lastPointer = pointer; }

intptr_t benchmark_consumed_total(void) { return consumedTotal; }

static uint64_t nanoseconds(clockid_t clock) {
  struct timespec now;
  clock_gettime(clock, &now);
  return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

uint64_t benchmark_now_nanoseconds(void) { return nanoseconds(CLOCK_MONOTONIC); }

uint64_t benchmark_thread_cpu_nanoseconds(void) { return nanoseconds(CLOCK_THREAD_CPUTIME_ID); }
