import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

let payload: Payload
let consultee: User
let consultant: User
const tokens = new Map<number, string>()

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Rita' })
  consultant = await createUser(payload, { role: 'CONSULTANT', firstName: 'Rolf' })
  for (const user of [consultee, consultant]) tokens.set(user.id, await tokenFor(payload, user))
})

type Call = (headers: Record<string, string>) => ReturnType<typeof rest>

// One refusal from each place one can be thrown; each answers API.md's body, whoever threw it.
const refusals: { from: string; call: Call; status: number; code: string; en: string; de: string; errors?: true }[] = [
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
    errors: true,
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
  it.each(refusals)('$from', async ({ call, status, code, en: english, de: german, errors }) => {
    const languages: { headers: Record<string, string>; message: string }[] = [
      { headers: { 'accept-language': 'en-GB,en;q=0.9' }, message: english },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' }, message: german },
      { headers: { cookie: 'NEXT_LOCALE=de', 'accept-language': 'en' }, message: german },
      { headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'de' }, message: english },
    ]
    for (const { headers, message } of languages) {
      const answer = await call(headers)
      expect(answer.status).toBe(status)
      expect(Object.keys(answer.json).sort()).toEqual(errors ? ['code', 'errors', 'message'] : ['code', 'message'])
      expect(answer.json).toMatchObject({ message, code })
      expect(answer.text).not.toMatch(/stack|at .*\.ts/)
    }
  })
})
