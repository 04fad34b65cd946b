import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

let payload: Payload
let consultee: User
let consultant: User
let applicant: User
let admin: User
const tokens = new Map<number, string>()

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Rita' })
  consultant = await createUser(payload, { role: 'CONSULTANT', firstName: 'Rolf' })
  applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
  admin = await createUser(payload, { role: 'ADMIN' })
  for (const user of [consultee, consultant, admin]) tokens.set(user.id, await tokenFor(payload, user))
})

const FOREIGN = 'https://evil.example'

type Call = (headers: Record<string, string>) => ReturnType<typeof rest>

// One refusal from each place one can be thrown; each answers API.md's body, whoever threw it.
type Case = { from: string; call: Call; status: number; code: string; en: string; de: string; keys?: string[] }

const refusals: Case[] = [
  {
    from: 'a collection hook (PATCH /api/users/{id} with a new email)',
    call: (headers) =>
      rest('PATCH', `/api/users/${consultee.id}`, {
        token: tokens.get(consultee.id),
        body: { email: 'someone-else@example.com' },
        headers,
      }),
    status: 403,
    code: 'CREDENTIALS_NOT_EDITABLE',
    en: en.api.credentialsNotEditable,
    de: de.api.credentialsNotEditable,
    keys: ['code', 'errors', 'message'],
  },
  {
    from: 'a collection hook that names no field (an admin skipping the application)',
    call: (headers) =>
      rest('PATCH', `/api/users/${applicant.id}`, {
        token: tokens.get(admin.id),
        body: { profileStatus: 'ACTIVE' },
        headers,
      }),
    status: 409,
    code: 'ILLEGAL_TRANSITION',
    en: 'profileStatus cannot change from REGISTERED to ACTIVE',
    de: 'profileStatus kann nicht von REGISTERED auf ACTIVE wechseln',
    keys: ['code', 'errors', 'from', 'message', 'to'],
  },
  {
    from: "a hook guarding Payload's own login (another site's form)",
    call: (headers) =>
      rest('POST', '/api/users/login', { body: { email: consultee.email, password: 'x' }, origin: FOREIGN, headers }),
    status: 403,
    code: 'ORIGIN_FOREIGN',
    en: en.api.sessionOriginRefused,
    de: de.api.sessionOriginRefused,
    keys: ['code', 'errors', 'message'],
  },
  {
    from: 'the same guard in our own login endpoint',
    call: (headers) =>
      rest('POST', '/api/auth/login', { body: { email: consultee.email, password: 'x' }, origin: FOREIGN, headers }),
    status: 403,
    code: 'ORIGIN_FOREIGN',
    en: en.api.sessionOriginRefused,
    de: de.api.sessionOriginRefused,
  },
  {
    from: "the request guard in front of Payload's handlers (a body that is not JSON)",
    call: (headers) =>
      rest('POST', '/api/chat/send-message', { token: tokens.get(consultee.id), body: '{"broken', headers }),
    status: 400,
    code: 'MALFORMED_JSON',
    en: en.api.malformedJson,
    de: de.api.malformedJson,
  },
  {
    from: 'an upload endpoint (an unknown key)',
    call: (headers) =>
      rest('PUT', '/api/uploads/no-such-key', { token: tokens.get(consultee.id), body: new Uint8Array([1]), headers }),
    status: 404,
    code: 'NOT_FOUND',
    en: en.api.uploadNotFound,
    de: de.api.uploadNotFound,
  },
  {
    from: 'a service called by a custom endpoint (confirming a consultation that does not exist)',
    call: (headers) =>
      rest('POST', '/api/consultations/consultant/confirm', {
        token: tokens.get(consultant.id),
        body: { consultationId: 2_000_000_000, consultantId: consultant.id },
        headers,
      }),
    status: 404,
    code: 'NOT_FOUND',
    en: en.sessionActions.NOT_FOUND,
    de: de.sessionActions.NOT_FOUND,
  },
  {
    from: 'requireCaller, signed out',
    call: (headers) => rest('GET', '/api/chat/conversations', { headers }),
    status: 401,
    code: 'NOT_AUTHENTICATED',
    en: en.api.notAuthenticated,
    de: de.api.notAuthenticated,
  },
  {
    from: 'requireCaller, the wrong role',
    call: (headers) =>
      rest('GET', `/api/consultants/${consultee.id}/earnings`, { token: tokens.get(consultee.id), headers }),
    status: 403,
    code: 'FORBIDDEN',
    en: en.api.forbidden,
    de: de.api.forbidden,
  },
]

describe('a refusal answers the same shape wherever it was thrown', () => {
  it.each(refusals)('$from', async ({ call, status, code, en: english, de: german, keys = ['code', 'message'] }) => {
    const languages: { headers: Record<string, string>; message: string }[] = [
      { headers: { 'accept-language': 'en-GB,en;q=0.9' }, message: english },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' }, message: german },
      { headers: { cookie: 'NEXT_LOCALE=de', 'accept-language': 'en' }, message: german },
      { headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'de' }, message: english },
    ]
    for (const { headers, message } of languages) {
      const answer = await call(headers)
      expect(answer.status).toBe(status)
      expect(Object.keys(answer.json).sort()).toEqual(keys)
      expect(answer.json).toMatchObject({ message, code })
      // Where the message is listed in `errors` too (Payload's own shape), it is the same text.
      if (keys.includes('errors') && code !== 'CREDENTIALS_NOT_EDITABLE') {
        expect(answer.json.errors).toEqual([{ message }])
      }
      expect(answer.text).not.toMatch(/stack|at .*\.ts/)
    }
  })
})

describe('a refusal answered in front of Payload, where nothing catches a thrown one', () => {
  it('GraphQL for staff only: 403 in the request language', async () => {
    const token = tokens.get(consultee.id)
    const german = await graphql('{ Posts { totalDocs } }', token, { cookie: 'NEXT_LOCALE=de' })
    expect(german).toMatchObject({
      status: 403,
      json: { code: 'GRAPHQL_STAFF_ONLY', message: de.api.graphqlStaffOnly },
    })
    expect(Object.keys(german.json).sort()).toEqual(['code', 'message'])
  })

  it('a method the path does not serve: 405 with Allow, in the request language', async () => {
    const answer = await rest('DELETE', '/api/auth/login', { headers: { 'accept-language': 'de' } })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toContain('POST')
    expect(answer.json).toEqual({ code: 'METHOD_NOT_ALLOWED', message: de.api.methodNotAllowed })
  })
})
