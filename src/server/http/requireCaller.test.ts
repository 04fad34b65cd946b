import { describe, expect, it } from 'vitest'

import { Refusal, text } from './refusal'
import { requireCaller, type CallerRule } from './requireCaller'

type Caller = { id: number; role: string; profileStatus: string }

const consultant: Caller = { id: 7, role: 'CONSULTANT', profileStatus: 'ACTIVE' }
const applicant: Caller = { id: 8, role: 'CONSULTANT', profileStatus: 'APPLICATION_SUBMITTED' }
const consultee: Caller = { id: 9, role: 'USER', profileStatus: 'ACTIVE' }

const refusalOf = (user: Caller | null, rule: CallerRule): Refusal | null => {
  try {
    requireCaller({ user: user as never }, rule)
    return null
  } catch (error) {
    if (error instanceof Refusal) return error
    throw error
  }
}

describe('requireCaller', () => {
  const cases: {
    name: string
    user: Caller | null
    rule: CallerRule
    refused: { status: number; code: string; key: string } | null
  }[] = [
    {
      name: 'signed out',
      user: null,
      rule: {},
      refused: { status: 401, code: 'NOT_AUTHENTICATED', key: 'notAuthenticated' },
    },
    {
      name: 'signed out, whatever the rule',
      user: null,
      rule: { roles: ['USER'], active: true, owner: 1 },
      refused: { status: 401, code: 'NOT_AUTHENTICATED', key: 'notAuthenticated' },
    },
    { name: 'any signed-in caller', user: consultee, rule: {}, refused: null },
    { name: 'a role served', user: consultant, rule: { roles: ['USER', 'CONSULTANT'] }, refused: null },
    {
      name: 'a role not served',
      user: consultee,
      rule: { roles: ['CONSULTANT'] },
      refused: { status: 403, code: 'FORBIDDEN', key: 'forbidden' },
    },
    { name: 'active account', user: consultant, rule: { roles: ['CONSULTANT'], active: true }, refused: null },
    {
      name: 'inactive account',
      user: applicant,
      rule: { roles: ['CONSULTANT'], active: true },
      refused: { status: 403, code: 'PROFILE_NOT_ACTIVE', key: 'profileNotActive' },
    },
    {
      name: 'inactive account answered as forbidden',
      user: applicant,
      rule: { active: 'forbidden' },
      refused: { status: 403, code: 'FORBIDDEN', key: 'forbidden' },
    },
    {
      name: 'the role is checked before the status',
      user: { ...consultee, profileStatus: 'PENDING' },
      rule: { roles: ['CONSULTANT'], active: true },
      refused: { status: 403, code: 'FORBIDDEN', key: 'forbidden' },
    },
    { name: 'own id as a number', user: consultant, rule: { owner: 7 }, refused: null },
    { name: 'own id as a route string', user: consultant, rule: { owner: '7' }, refused: null },
    { name: 'no id named', user: consultant, rule: { owner: undefined }, refused: null },
    {
      name: 'another account',
      user: consultant,
      rule: { owner: 8 },
      refused: { status: 403, code: 'FORBIDDEN', key: 'forbidden' },
    },
    {
      name: 'another account as a string',
      user: consultant,
      rule: { owner: 'abc' },
      refused: { status: 403, code: 'FORBIDDEN', key: 'forbidden' },
    },
  ]

  it.each(cases)('$name', ({ user, rule, refused }) => {
    const refusal = refusalOf(user, rule)
    if (!refused) return expect(refusal).toBeNull()
    expect(refusal).toMatchObject({
      status: refused.status,
      code: refused.code,
      text: { namespace: 'api', key: refused.key },
    })
  })

  it('answers a FORBIDDEN in the wording the feature gives', () => {
    const forbiddenText = text('inquiries', 'api.forbidden')
    for (const rule of [
      { roles: ['USER'] as const, forbiddenText },
      { active: 'forbidden' as const, forbiddenText },
    ]) {
      expect(refusalOf(rule.roles ? consultant : applicant, rule)?.text).toEqual(forbiddenText)
    }
  })

  it('returns the caller it admits', () => {
    expect(requireCaller({ user: consultant as never }, { roles: ['CONSULTANT'], active: true, owner: '7' })).toBe(
      consultant,
    )
  })
})
