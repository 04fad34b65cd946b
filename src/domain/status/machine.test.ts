import { describe, expect, it } from 'vitest'
import { IllegalTransitionError, defineMachine } from './machine'

const LIGHT_STATES = ['RED', 'GREEN', 'YELLOW', 'OFF'] as const
const light = defineMachine('trafficLight', LIGHT_STATES, {
  RED: ['GREEN'],
  GREEN: ['YELLOW'],
  YELLOW: ['RED', 'OFF'],
  OFF: [],
})

describe('defineMachine', () => {
  it('exposes name and states', () => {
    expect(light.name).toBe('trafficLight')
    expect(light.states).toEqual(LIGHT_STATES)
  })

  it.each([
    { from: 'RED', to: 'GREEN', allowed: true },
    { from: 'RED', to: 'RED', allowed: true },
    { from: 'OFF', to: 'OFF', allowed: true },
    { from: 'RED', to: 'YELLOW', allowed: false },
    { from: 'GREEN', to: 'RED', allowed: false },
    { from: 'OFF', to: 'RED', allowed: false },
  ] as const)('$from -> $to allowed: $allowed', ({ from, to, allowed }) => {
    expect(light.canTransition(from, to)).toBe(allowed)
  })

  it.each([
    { state: 'RED', next: ['GREEN'], terminal: false },
    { state: 'YELLOW', next: ['RED', 'OFF'], terminal: false },
    { state: 'OFF', next: [], terminal: true },
  ] as const)('$state has next states $next', ({ state, next, terminal }) => {
    expect(light.nextStates(state)).toEqual(next)
    expect(light.isTerminal(state)).toBe(terminal)
  })

  it.each([
    { value: 'RED', known: true },
    { value: 'red', known: false },
    { value: 'BLUE', known: false },
    { value: '', known: false },
    { value: null, known: false },
    { value: 42, known: false },
  ])('isState($value) is $known', ({ value, known }) => {
    expect(light.isState(value)).toBe(known)
  })

  it('treats states outside the machine as unknown at run time', () => {
    const wide: { canTransition(from: string, to: string): boolean } = light
    expect(wide.canTransition('BLUE', 'BLUE')).toBe(false)
    expect(wide.canTransition('BLUE', 'RED')).toBe(false)
    expect(wide.canTransition('RED', 'BLUE')).toBe(false)
  })

  it('assertTransition passes for allowed moves and no-ops', () => {
    expect(() => light.assertTransition('RED', 'GREEN')).not.toThrow()
    expect(() => light.assertTransition('OFF', 'OFF')).not.toThrow()
  })

  it('assertTransition throws IllegalTransitionError with machine, from and to', () => {
    let caught: unknown
    try {
      light.assertTransition('GREEN', 'RED')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(IllegalTransitionError)
    expect(caught).toBeInstanceOf(Error)
    expect(caught).toMatchObject({
      name: 'IllegalTransitionError',
      code: 'ILLEGAL_TRANSITION',
      machine: 'trafficLight',
      from: 'GREEN',
      to: 'RED',
      message: 'Illegal trafficLight transition: GREEN -> RED',
    })
  })

  it('rejects a definition that lists a state twice', () => {
    expect(() => defineMachine('dup', ['A', 'A'], { A: [] })).toThrow(/twice/)
  })

  it('rejects a transition to a state that is not listed', () => {
    const states: readonly ('A' | 'B')[] = ['A']
    expect(() => defineMachine('missing', states, { A: ['B'], B: [] })).toThrow(/unknown/)
  })

  it('returns a frozen machine', () => {
    expect(Object.isFrozen(light)).toBe(true)
    expect(Object.isFrozen(light.states)).toBe(true)
  })
})
