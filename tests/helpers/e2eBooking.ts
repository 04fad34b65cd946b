import crypto from 'node:crypto'

import { expect, request, type APIRequestContext } from '@playwright/test'

import { E2E_PASSWORD, uniqueEmail } from './e2eAccounts'
import { perWorker } from './e2eSignedIn'
import { WEEKDAYS, addDays, localDateOf, weekStart } from '@/domain/scheduling'

const ADMIN = { email: 'admin@careerbridge.dev', password: 'Admin#2026' }

type Pricing = { pricing30Min: number | null; pricing60Min: number | null; pricingTrial: number | null }

export type E2eConsultant = { userId: number; shortId: string; name: string; email: string }

async function bearerContext(baseURL: string, token: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } })
}

async function adminToken(baseURL: string): Promise<string> {
  const anonymous = await request.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: ADMIN, headers: { origin: new URL(baseURL).origin } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  return token
}

/**
 * The seeded admin on Payload's REST API. It signs in with the site's Origin, as the login routes require,
 * then sends a Bearer token (API clients send no Origin for the CSRF check).
 */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  // One admin sign-in per worker, as the site counts sign-ins per account; no test signs it out.
  return bearerContext(baseURL, await perWorker('admin token', () => adminToken(baseURL)))
}

/** A signed-in user on our API, by email (e2e accounts share one password). */
export async function userApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL })
  const login = await anonymous.post('/api/auth/login', {
    data: { email, password: E2E_PASSWORD },
    headers: { origin: new URL(baseURL).origin },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  return bearerContext(baseURL, token)
}

async function created<T>(
  answer: Promise<{ status: () => number; json: () => Promise<unknown>; text: () => Promise<string> }>,
) {
  const response = await answer
  if (response.status() !== 201) throw new Error(`${response.status()}: ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** An ACTIVE consultee with a confirmed email and a profile time zone. */
export async function createConsultee(admin: APIRequestContext, timezone: string, firstName = 'Alex'): Promise<string> {
  const email = uniqueEmail('consultee')
  await created(
    admin.post('/api/users', {
      data: {
        email,
        password: E2E_PASSWORD,
        role: 'USER',
        profileStatus: 'ACTIVE',
        firstName,
        lastName: 'Booker',
        timezone,
      },
    }),
  )
  return email
}

/**
 * An approved consultant with a published profile, two services and the same hours every day in their
 * own zone (except `daysOff`, 'yyyy-MM-dd'), set through POST /api/availability/add as the consultant.
 */
export async function createBookableConsultant(
  admin: APIRequestContext,
  baseURL: string,
  {
    timezone,
    hours,
    pricing,
    daysOff = [],
  }: { timezone: string; hours: string[]; pricing: Pricing; daysOff?: string[] },
): Promise<E2eConsultant> {
  const email = uniqueEmail('consultant')
  // Letters only: the name rules of the forms bind the admin's REST calls too.
  const lastName = `Tester${Array.from({ length: 5 }, () => String.fromCharCode(97 + crypto.randomInt(26))).join('')}`
  const user = await created<{ id: number }>(
    admin.post('/api/users', {
      data: {
        email,
        password: E2E_PASSWORD,
        role: 'CONSULTANT',
        profileStatus: 'ACTIVE',
        firstName: 'Mia',
        lastName,
        timezone,
      },
    }),
  )
  const profile = await created<{ consultantShortId: string }>(
    admin.post('/api/consultant-profiles', {
      data: {
        user: user.id,
        published: true,
        tagline: 'Booking journeys in the browser',
        ...pricing,
        // Five to ten, each described, as the form asks: its rules bind the admin's REST calls too.
        services: [
          { serviceId: 'career-services-cv-review', title: 'CV review', description: 'Your CV, line by line' },
          { title: 'Salary negotiation', description: 'Know your worth' },
          { title: 'Interview practice', description: 'A mock interview' },
          { title: 'Career change', description: 'Plan the next step' },
          { title: 'LinkedIn profile', description: 'Be found' },
        ],
      },
    }),
  )
  const consultant = await userApi(baseURL, email)
  const saved = await consultant.post('/api/availability/add', {
    data: {
      consultantId: user.id,
      availability: {
        timezone,
        days: Object.fromEntries(daysOff.map((day) => [day, []])),
        weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, hours])),
      },
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await consultant.dispose()
  return { userId: user.id, shortId: profile.consultantShortId, name: `Mia ${lastName}`, email }
}

/** An active promo code, usable once per consultee. */
export async function createPromoCode(admin: APIRequestContext, percent: number): Promise<string> {
  const code = `E2E${crypto.randomBytes(3).toString('hex').toUpperCase()}`
  await created(
    admin.post('/api/promo-codes', { data: { code, kind: 'percent', percent, active: true, oncePerUser: true } }),
  )
  return code
}

/** A day of next week (0 = Monday) as a viewer in `zone` sees it; next week is always bookable. */
export function dayNextWeek(weekday: number, zone: string): string {
  return addDays(weekStart(localDateOf(new Date(), zone)), 7 + weekday)
}

/** The accessible name of a calendar slot: '{weekday}, {day month}, HH:mm'. */
export function slotName(day: string, time: string, locale: 'en' | 'de'): string {
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return `${date.format(new Date(`${day}T00:00:00Z`))}, ${time}`
}
