// Low-level support for the benchmark harness: heap accounting, an opaque sink the optimizer
// cannot see through, and a monotonic clock. Written in C so the Swift optimizer treats every
// call as an unknown side effect.
#ifndef BENCHMARK_RUNTIME_H
#define BENCHMARK_RUNTIME_H

#include <stdbool.h>
#include <stdint.h>

// Whether the heap functions are interposed on this platform (Linux with glibc). When false,
// the counters below stay at zero and the harness reports allocations as null.
bool benchmark_heap_is_counted(void);

// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by every
// thread since the process started.
uint64_t benchmark_heap_allocations(void);

// Allocations made by the calling thread since it started.
uint64_t benchmark_heap_thread_allocations(void);

// Bytes of allocations still outstanding, all threads (usable sizes, as malloc_usable_size).
int64_t benchmark_heap_live_bytes(void);

// Bytes the calling thread allocated minus bytes it freed (usable sizes): on a single thread,
// the growth of the live heap.
int64_t benchmark_heap_thread_net_bytes(void);

// Consumes a value so that the computation producing it cannot be removed.
void benchmark_consume(intptr_t value);

// Consumes a pointer so that the object behind it is treated as escaping.
void benchmark_consume_pointer(const void *pointer);

// Returns the sum of every value consumed so far, so a run can print proof the work happened.
intptr_t benchmark_consumed_total(void);

// Returns a monotonic time in nanoseconds.
uint64_t benchmark_now_nanoseconds(void);

// Returns the CPU time the calling thread has used, in nanoseconds: unlike the monotonic time,
// it does not advance while the thread waits for a core another process holds.
uint64_t benchmark_thread_cpu_nanoseconds(void);

// Writes text to standard error, unbuffered.
void benchmark_write_error(const char *text);

// Flushes standard output, so each result reaches a pipe as soon as it is measured.
void benchmark_flush_output(void);

// Pins the calling thread to `cpu` (Linux); returns whether it was pinned.
bool benchmark_pin_thread(int cpu);

// Lets the calling thread run on every online CPU again; returns whether that worked.
bool benchmark_unpin_thread(void);

// The number of online CPUs.
int benchmark_cpu_count(void);

#endif
