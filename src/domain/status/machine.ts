export class IllegalTransitionError extends Error {
  readonly code = 'ILLEGAL_TRANSITION'
  readonly machine: string
  readonly from: string
  readonly to: string

  constructor(machine: string, from: string, to: string) {
    super(`Illegal ${machine} transition: ${from} -> ${to}`)
    this.name = 'IllegalTransitionError'
    this.machine = machine
    this.from = from
    this.to = to
  }
}

// Method syntax (not function-typed properties) keeps a machine over a subset of
// states assignable to a machine over the superset, e.g. per-role profile machines.
export interface StateMachine<S extends string> {
  readonly name: string
  readonly states: readonly S[]
  isState(value: unknown): value is S
  /** Same -> same is allowed as a no-op for every state of this machine. */
  canTransition(from: S, to: S): boolean
  assertTransition(from: S, to: S): void
  nextStates(from: S): readonly S[]
  isTerminal(state: S): boolean
}

export function defineMachine<S extends string>(
  name: string,
  states: readonly S[],
  transitions: Record<NoInfer<S>, readonly NoInfer<S>[]>,
): StateMachine<S> {
  const known = new Set<string>(states)
  if (known.size !== states.length) {
    throw new Error(`Machine ${name} lists a state twice`)
  }
  const targetsByState = new Map<string, readonly S[]>()
  for (const [from, targets] of Object.entries<readonly S[]>(transitions)) {
    if (!known.has(from)) throw new Error(`Machine ${name}: unknown source state ${from}`)
    for (const to of targets) {
      if (!known.has(to)) throw new Error(`Machine ${name}: unknown target state ${to}`)
    }
    targetsByState.set(from, Object.freeze([...targets]))
  }

  const machine: StateMachine<S> = {
    name,
    states: Object.freeze([...states]),
    isState(value: unknown): value is S {
      return typeof value === 'string' && known.has(value)
    },
    canTransition(from, to) {
      if (!machine.isState(from) || !machine.isState(to)) return false
      return from === to || (targetsByState.get(from)?.includes(to) ?? false)
    },
    assertTransition(from, to) {
      if (!machine.canTransition(from, to)) throw new IllegalTransitionError(name, from, to)
    },
    nextStates(from) {
      return targetsByState.get(from) ?? []
    },
    isTerminal(state) {
      return machine.isState(state) && machine.nextStates(state).length === 0
    },
  }
  return Object.freeze(machine)
}
