import type { Payload } from 'payload'
import { expect } from 'vitest'

import { bookableConsultant } from './booking'
import { createUser, tokenFor } from './factories'
import type { rest } from './http'
import { testPayload } from './payload'
import type { User } from '@/payload-types'

export type CallerTokens = Record<'consultee' | 'consultant' | 'admin', string>

/** A bookable consultant, a consultee and an admin, signed in: who sends the bad input. */
export async function badInputCallers(): Promise<{
  payload: Payload
  consultant: User
  consultee: User
  tokens: CallerTokens
}> {
  const payload = await testPayload()
  const consultant = await bookableConsultant(payload)
  const consultee = await createUser(payload, { firstName: 'Ada', timezone: 'Europe/Berlin' })
  const tokens = {
    consultee: await tokenFor(payload, consultee),
    consultant: await tokenFor(payload, consultant),
    admin: await tokenFor(payload, await createUser(payload, { role: 'ADMIN' })),
  }
  return { payload, consultant, consultee, tokens }
}

export type Case = {
  name: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: () => string
  as?: keyof CallerTokens
  body?: unknown
  status: number
}

/** Refused with `status` in the API's error shape. */
export function expectRefused(answer: Awaited<ReturnType<typeof rest>>, status: number) {
  expect({ status: answer.status, message: typeof answer.json.message }).toEqual({ status, message: 'string' })
}
