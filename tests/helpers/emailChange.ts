import crypto from 'node:crypto'

import { sessionHeaders, TEST_PASSWORD } from './factories'
import { rest } from './http'
import type { User } from '@/payload-types'

export type Session = { cookie: string; origin: string }

export const freshAddress = (tag = 'new') => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`

/** A browser session of `user`, signed in through POST /api/auth/login. */
export const signIn = (user: User): Promise<Session> => sessionHeaders(user)

export function requestChange(session: Session, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return rest('POST', '/api/account/email-change', { headers: { ...session, ...headers }, body })
}

export const askFor = (session: Session, newEmail: string) =>
  requestChange(session, { newEmail, currentPassword: TEST_PASSWORD })

export function confirmChange(session: Session, code: string) {
  return rest('POST', '/api/account/email-change/confirm', { headers: session, body: { code } })
}

/** GET /api/auth/me with the session: 200 and the account while it is valid, 401 once it has ended. */
export const me = (session: Session) => rest('GET', '/api/auth/me', { headers: session })

/** A code of six digits other than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
