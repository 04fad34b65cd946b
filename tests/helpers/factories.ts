import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { rest } from './http'
import type { Consultation, User } from '@/payload-types'

export const TEST_PASSWORD = 'Test#2026pw'

type UserInput = Partial<Pick<User, 'role' | 'profileStatus' | 'firstName' | 'lastName' | 'timezone' | 'locale'>>

/** Creates a user with a unique email, as an administrator would (the Local API's default access). */
export async function createUser(payload: Payload, input: UserInput = {}): Promise<User> {
  const email = `user-${crypto.randomUUID()}@example.com`
  return payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, role: 'USER', profileStatus: 'ACTIVE', ...input },
  })
}

/** Logs in through Payload and returns the JWT, as a browser or API client would receive it. */
export async function tokenFor(payload: Payload, user: User): Promise<string> {
  const result = await payload.login({ collection: 'users', data: { email: user.email, password: TEST_PASSWORD } })
  if (!result.token) throw new Error('login returned no token')
  return result.token
}

/** Headers of a browser signed in as `user` through POST /api/auth/login (session cookie and same origin). */
export async function sessionHeaders(user: User): Promise<{ cookie: string; origin: string }> {
  const login = await rest('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })
  return { cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '', origin: 'http://localhost:3000' }
}

type StoredConsultationInput = {
  consultee: User
  /** A consultant of its own when left out, so that slots never collide. */
  consultant?: User
  status: Consultation['status']
  startsAt: Date | string
  minutes?: 30 | 60
  /** Further fields as the booking service would have stored them (payment, stage times, …). */
  fields?: Partial<Consultation>
}

/** A consultation stored directly, as the booking service leaves it, in any status. */
export async function storedConsultation(
  payload: Payload,
  { consultee, consultant, status, startsAt, minutes = 30, fields = {} }: StoredConsultationInput,
): Promise<Consultation> {
  const owner = consultant ?? (await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' }))
  const start = new Date(startsAt)
  return payload.create({
    collection: 'consultations',
    data: {
      consultant: owner.id,
      user: consultee.id,
      status,
      sessionType: minutes === 30 ? '30MINUTES' : '60MINUTES',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      consulteeTimezone: 'Europe/Berlin',
      ...fields,
    },
  })
}
