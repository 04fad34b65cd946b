import { buildSchema, parse, validate, type ValidationRule } from 'graphql'
import { describe, expect, it } from 'vitest'

import { authMutationLimit, depthLimit, graphqlValidationRules, rootFieldLimit } from './limits'

const schema = buildSchema(`
  type Node { id: ID, child: Node }
  type Query { node: Node, me: Node }
  type Mutation { loginUser(email: String): Node, unlockUser(email: String): Node, updateNode: Node }
`)

const errorsOf = (query: string, rule: ValidationRule) =>
  validate(schema, parse(query), [rule]).map((error) => error.message)

const aliased = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')

describe('rootFieldLimit', () => {
  it.each([
    ['one field', '{ node { id } }', 0],
    ['exactly the limit, by aliases', `{ ${aliased(3, 'node { id }')} }`, 0],
    ['one alias too many', `{ ${aliased(4, 'node { id }')} }`, 1],
    [
      'fields spread in from a fragment count too',
      '{ ...F node { id } } fragment F on Query { a: node { id } b: me { id } c: me { id } }',
      1,
    ],
    ['an inline fragment counts too', `{ ... on Query { ${aliased(4, 'me { id }')} } }`, 1],
    ['nested fields do not count', '{ node { id child { id child { id } } } }', 0],
  ])('%s', (_name, query, errors) => {
    expect(errorsOf(query, rootFieldLimit(3))).toHaveLength(errors)
  })
})

describe('authMutationLimit', () => {
  it.each([
    ['one login', 'mutation { loginUser(email: "a") { id } }', 0],
    ['two aliased logins', 'mutation { a: loginUser(email: "a") { id } b: loginUser(email: "b") { id } }', 1],
    ['a login and an unlock', 'mutation { loginUser(email: "a") { id } unlockUser(email: "a") { id } }', 1],
    ['logins spread over two operations', 'mutation A { loginUser { id } } mutation B { loginUser { id } }', 1],
    ['logins in a fragment', 'mutation { ...L } fragment L on Mutation { a: loginUser { id } b: loginUser { id } }', 1],
    ['other mutations are not auth mutations', 'mutation { a: updateNode { id } b: updateNode { id } }', 0],
  ])('%s', (_name, query, errors) => {
    expect(errorsOf(query, authMutationLimit(1))).toHaveLength(errors)
  })
})

describe('depthLimit', () => {
  it.each([
    ['depth 3', '{ node { child { id } } }', 0],
    ['depth 4', '{ node { child { child { id } } } }', 1],
    ['depth 4 through a fragment', '{ node { ...C } } fragment C on Node { child { child { id } } }', 1],
    ['depth 4 through an inline fragment', '{ node { ... on Node { child { child { id } } } } }', 1],
  ])('%s', (_name, query, errors) => {
    expect(errorsOf(query, depthLimit(3))).toHaveLength(errors)
  })

  it('does not loop on a fragment cycle (GraphQL reports the cycle itself)', () => {
    expect(errorsOf('{ node { ...A } } fragment A on Node { child { ...A } }', depthLimit(3))).toEqual([])
  })
})

describe('graphqlValidationRules', () => {
  it('refuses 200 aliased logins in one request', () => {
    const rules = graphqlValidationRules({ schema, document: parse('{ me { id } }') })
    const query = `mutation { ${aliased(200, 'loginUser(email: "x") { id }')} }`
    const messages = validate(schema, parse(query), rules).map((error) => error.message)
    expect(messages.sort()).toEqual([
      'A request may hold at most 1 sign-in mutation.',
      'An operation may ask for at most 20 root fields; this one asks for 200.',
    ])
  })
})
