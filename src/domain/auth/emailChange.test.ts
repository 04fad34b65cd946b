import { describe, expect, it } from 'vitest'

import { needsCurrentPassword, refusedCredentialFields, type CredentialEditor } from './emailChange'

const consultee: CredentialEditor = { id: 7, role: 'USER' }
const own = 'lea@example.com'

describe('refusedCredentialFields', () => {
  it.each([
    {
      name: 'a consultee changing the email',
      editor: consultee,
      data: { email: 'new@example.com' },
      refused: ['email'],
    },
    {
      name: 'a consultee setting a password',
      editor: consultee,
      data: { password: 'Strong#Pass1' },
      refused: ['password'],
    },
    {
      name: 'a consultant sending both',
      editor: { id: 3, role: 'CONSULTANT' },
      data: { email: 'x@example.com', password: 'Strong#Pass1' },
      refused: ['email', 'password'],
    },
    {
      name: 'a reviewer changing their email (staff, in the admin panel)',
      editor: { id: 4, role: 'REVIEWER' },
      data: { email: 'r@example.com' },
      refused: [],
    },
    {
      name: 'an editor setting a password (staff, in the admin panel)',
      editor: { id: 5, role: 'EDITOR' },
      data: { password: 'Strong#Pass1' },
      refused: [],
    },
    { name: 'nobody signed in', editor: null, data: { email: 'x@example.com' }, refused: ['email'] },
    { name: 'an email that is not a string', editor: consultee, data: { email: 42 }, refused: ['email'] },
    {
      name: 'the unchanged email in another case',
      editor: consultee,
      data: { email: ' Lea@Example.com ' },
      refused: [],
    },
    { name: 'other fields only', editor: consultee, data: { firstName: 'Lea' }, refused: [] },
    { name: 'an empty password left in a form', editor: consultee, data: { password: '' }, refused: [] },
    { name: 'null fields', editor: consultee, data: { email: null, password: null }, refused: [] },
    {
      name: 'an administrator',
      editor: { id: 1, role: 'ADMIN' },
      data: { email: 'x@example.com', password: 'Strong#Pass1' },
      refused: [],
    },
  ] as const)('$name → $refused', ({ editor, data, refused }) => {
    expect(refusedCredentialFields(editor, data, own)).toEqual(refused)
  })

  it('refuses any email when the current one is unknown (an update of many accounts)', () => {
    expect(refusedCredentialFields(consultee, { email: own }, null)).toEqual(['email'])
  })
})

describe('needsCurrentPassword', () => {
  it.each([
    [{ ssoSignUp: null }, true],
    [{}, true],
    [{ ssoSignUp: 'PENDING' }, false],
    [{ ssoSignUp: 'COMPLETED' }, false],
  ])('%o → %s', (account, expected) => expect(needsCurrentPassword(account)).toBe(expected))
})
