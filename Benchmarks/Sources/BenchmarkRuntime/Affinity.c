// Pins the calling thread to one CPU, where the platform allows it (Linux).
#define _GNU_SOURCE
#include "BenchmarkRuntime.h"

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#include <unistd.h>

bool benchmark_pin_thread(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return pthread_setaffinity_np(pthread_self(), sizeof(set), &set) == 0;
}

bool benchmark_unpin_thread(void) {
  cpu_set_t set;
  CPU_ZERO(&set);
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  for (long cpu = 0; cpu < count && cpu < CPU_SETSIZE; cpu++) CPU_SET(cpu, &set);
  return pthread_setaffinity_np(pthread_self(), sizeof(set), &set) == 0;
}

int benchmark_cpu_count(void) { return (int)sysconf(_SC_NPROCESSORS_ONLN); }
#else
bool benchmark_pin_thread(int cpu) { (void)cpu; return false; }
bool benchmark_unpin_thread(void) { return false; }
int benchmark_cpu_count(void) { return 1; }
#endif
