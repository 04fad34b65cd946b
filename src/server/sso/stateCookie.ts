import crypto from 'node:crypto'

import { parseCookies } from 'payload/shared'
import { z } from 'zod'

import { payloadSecret } from '../env'
import { MARKETPLACE_ROLES } from '@/domain/users'

export const SSO_COOKIE = 'careerbridge-sso'
export const SSO_COOKIE_PATH = '/api/auth/sso'
export const SSO_COOKIE_MAX_AGE_SECONDS = 10 * 60

/** What the browser carries from the start of a sign-in to its callback, signed so it cannot be altered. */
const ssoStateSchema = z.object({
  state: z.string().min(16),
  nonce: z.string().min(16),
  codeVerifier: z.string().min(43),
  role: z.enum(MARKETPLACE_ROLES),
  redirect: z.string().nullable(),
  expiresAt: z.number().int(),
})

export type SsoState = z.infer<typeof ssoStateSchema>

function signature(body: string): string {
  return crypto.createHmac('sha256', payloadSecret()).update(`sso-state:${body}`).digest('base64url')
}

export function signSsoState(value: SsoState): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${body}.${signature(body)}`
}

/** The signed value when it is intact, complete and not expired; null otherwise. */
export function verifySsoState(raw: string | undefined, now: Date): SsoState | null {
  const [body, mac, ...rest] = (raw ?? '').split('.')
  if (!body || !mac || rest.length > 0) return null
  const expected = Buffer.from(signature(body))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = ssoStateSchema.safeParse(decoded)
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null
  return parsed.data
}

export function readSsoState(headers: Headers, now: Date): SsoState | null {
  return verifySsoState(parseCookies(headers).get(SSO_COOKIE), now)
}

function cookie(value: string, maxAge: number): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  return `${SSO_COOKIE}=${value}; Path=${SSO_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

export function ssoStateCookie(value: SsoState): string {
  return cookie(signSsoState(value), SSO_COOKIE_MAX_AGE_SECONDS)
}

export function expiredSsoStateCookie(): string {
  return cookie('', 0)
}
