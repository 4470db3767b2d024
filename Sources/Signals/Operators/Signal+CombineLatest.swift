/// Returns a signal that delivers an array of the latest value of every signal each time one
/// of them delivers, once all have delivered.
///
/// ```swift
/// let totals = combineLatest(carts.map(\.total))  // ReadSignal<[Price]> for readable carts
/// ```
///
/// - Parameter signals: The signals to combine, all of one kind.
/// - Returns: A signal of the same kind without writability:
///   - readable inputs give a readable signal whose current value is the array of current
///     values; each change of one input delivers a new array;
///   - finite inputs give a finite signal that ends once all inputs have ended (or as soon as
///     one ends without ever delivering, since no array can follow) and fails at the first
///     failure;
///   - plain inputs give a plain signal; to start a plain combination from a readable signal's
///     current value, combine its `atOnce()`.
///
///   No inputs give a signal that never delivers (a finite one ends at once; a readable one's
///   value is empty).
/// - Note: Values from different threads are delivered one at a time, in the order the
///   combination changed: no combination ever goes back to an older value of an input.
public func combineLatest<Kind: SignalKind, Value>(
  _ signals: [CoreSignal<Kind, Value>]
) -> CoreSignal<Kind.DropWrite, [Value]> {
  combining(signals) { $0 }
}

/// Returns a signal that delivers a pair of the latest values of `first` and `second` each
/// time one of them delivers, once both have delivered.
///
/// ```swift
/// let canSubmit = combineLatest(form.name, form.email).map { !$0.isEmpty && $1.contains("@") }
/// ```
///
/// - Parameters:
///   - first: The first signal.
///   - second: The second signal, of the same kind.
/// - Returns: A signal of the same kind without writability; readable inputs give a readable
///   pair; ends and failures follow the array form of `combineLatest`.
public func combineLatest<Kind: SignalKind, First, Second>(
  _ first: CoreSignal<Kind, First>, _ second: CoreSignal<Kind, Second>
) -> CoreSignal<Kind.DropWrite, (First, Second)> {
  typealias Slot = CombineSlot<First, Second, Never, Never>
  return combining([first.map(Slot.first), second.map(Slot.second)]) { values in
    (values[0].first, values[1].second)
  }
}

/// Returns a signal that delivers a triple of the latest values of three signals each time
/// one of them delivers, once all have delivered.
///
/// - Parameters:
///   - first: The first signal.
///   - second: The second signal, of the same kind.
///   - third: The third signal, of the same kind.
/// - Returns: A signal of the same kind without writability; readable inputs give a readable
///   triple.
public func combineLatest<Kind: SignalKind, First, Second, Third>(
  _ first: CoreSignal<Kind, First>, _ second: CoreSignal<Kind, Second>,
  _ third: CoreSignal<Kind, Third>
) -> CoreSignal<Kind.DropWrite, (First, Second, Third)> {
  typealias Slot = CombineSlot<First, Second, Third, Never>
  return combining([first.map(Slot.first), second.map(Slot.second), third.map(Slot.third)]) {
    values in (values[0].first, values[1].second, values[2].third)
  }
}

/// Returns a signal that delivers a quadruple of the latest values of four signals each time
/// one of them delivers, once all have delivered.
///
/// - Parameters:
///   - first: The first signal.
///   - second: The second signal, of the same kind.
///   - third: The third signal, of the same kind.
///   - fourth: The fourth signal, of the same kind.
/// - Returns: A signal of the same kind without writability; readable inputs give a readable
///   quadruple.
public func combineLatest<Kind: SignalKind, First, Second, Third, Fourth>(
  _ first: CoreSignal<Kind, First>, _ second: CoreSignal<Kind, Second>,
  _ third: CoreSignal<Kind, Third>, _ fourth: CoreSignal<Kind, Fourth>
) -> CoreSignal<Kind.DropWrite, (First, Second, Third, Fourth)> {
  typealias Slot = CombineSlot<First, Second, Third, Fourth>
  let slots = [
    first.map(Slot.first), second.map(Slot.second), third.map(Slot.third), fourth.map(Slot.fourth),
  ]
  return combining(slots) { values in
    (values[0].first, values[1].second, values[2].third, values[3].fourth)
  }
}

/// Combines `signals` (the inputs, mapped to one element type) into a signal of kind
/// `ResultKind` whose values are `combine` of the latest elements; the public overloads pick
/// `ResultKind` as the inputs' kind without writability.
private func combining<InputKind: SignalKind, ResultKind: SignalKind, Element, Combined>(
  _ signals: [CoreSignal<InputKind, Element>], _ combine: @escaping ([Element]) -> Combined
) -> CoreSignal<ResultKind, Combined> {
  let getters = signals.compactMap(\.getter)
  return CoreSignal(
    getter: { combine(getters.map { $0() }) },
    subscribe: { downstream in
      let junction = Junction(downstream)
      // Readable inputs deliver their current values first; their first combination is the
      // current value, delivered only to a subscriber that asked for it.
      let state = Lock(
        CombineLatestState<Element>(
          count: signals.count, skipsFirst: InputKind.isReadable && !downstream.wantsCurrentValue
        ))
      if InputKind.isFinite, signals.isEmpty { junction.send(.end) }
      for (index, signal) in signals.enumerated() where !junction.isClosed {
        junction.add(
          signal.subscribe(
            Observer(forwardingTo: downstream, wantsCurrentValue: InputKind.isReadable) { event in
              // State changes under the junction's lock: what one thread combines is delivered
              // before what another combines afterwards, so no combination goes backwards.
              switch event {
              case .value(let value):
                let sent = Handoff(value)
                junction.send(ordered: {
                  let combined = state.withLock { Handoff($0.update(index, with: sent.value)) }
                  return combined.value.map { .value(combine($0)) }
                })
              case .end:
                junction.send(ordered: { state.withLock { $0.end(index) } ? .end : nil })
              case .failure(let error):
                junction.send(.failure(error))
              }
            }))
      }
      return junction
    })
}
