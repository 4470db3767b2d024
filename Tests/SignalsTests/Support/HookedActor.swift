/// An actor on a ``HookedExecutor``, for subscriptions whose isolation check runs a hook.
actor HookedActor {
  nonisolated let executor: HookedExecutor

  init(executor: HookedExecutor) {
    self.executor = executor
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }
}
