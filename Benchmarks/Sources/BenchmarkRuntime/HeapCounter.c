// Counts heap allocations by interposing the allocator's entry points. An executable that links
// this file defines malloc & co. itself; the dynamic linker resolves every library's calls
// (the Swift runtime's included) to these definitions, which count and forward to glibc's
// internal entry points.
#include "BenchmarkRuntime.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations;
static _Atomic int64_t liveBytes;
static _Thread_local uint64_t threadAllocations;
static _Thread_local int64_t threadNetBytes;

static inline void *counted(void *pointer) {
  if (pointer != NULL) {
    int64_t size = (int64_t)malloc_usable_size(pointer);
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&liveBytes, size, memory_order_relaxed);
    threadAllocations += 1;
    threadNetBytes += size;
  }
  return pointer;
}

static inline void released(void *pointer) {
  if (pointer != NULL) {
    int64_t size = (int64_t)malloc_usable_size(pointer);
    atomic_fetch_sub_explicit(&liveBytes, size, memory_order_relaxed);
    threadNetBytes -= size;
  }
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  // realloc(p, 0) frees p in glibc; realloc(NULL, n) is malloc(n).
  released(pointer);
  void *result = __libc_realloc(pointer, size);
  if (result == NULL && pointer != NULL && size != 0) {
    // Failed: the old block is still live.
    int64_t size = (int64_t)malloc_usable_size(pointer);
    atomic_fetch_add_explicit(&liveBytes, size, memory_order_relaxed);
    threadNetBytes += size;
    return NULL;
  }
  return counted(result);
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = counted(pointer);
  return 0;
}

void free(void *pointer) {
  released(pointer);
  __libc_free(pointer);
}

bool benchmark_heap_is_counted(void) { return true; }

uint64_t benchmark_heap_allocations(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t benchmark_heap_thread_allocations(void) { return threadAllocations; }

int64_t benchmark_heap_live_bytes(void) {
  return atomic_load_explicit(&liveBytes, memory_order_relaxed);
}

int64_t benchmark_heap_thread_net_bytes(void) { return threadNetBytes; }

#else

// Darwin and other platforms: allocations are not counted, and the harness reports null.
bool benchmark_heap_is_counted(void) { return false; }
uint64_t benchmark_heap_allocations(void) { return 0; }
uint64_t benchmark_heap_thread_allocations(void) { return 0; }
int64_t benchmark_heap_live_bytes(void) { return 0; }
int64_t benchmark_heap_thread_net_bytes(void) { return 0; }

#endif
