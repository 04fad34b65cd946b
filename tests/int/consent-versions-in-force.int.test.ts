import crypto from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { newestVersion } from '@/domain/account/consentVersions'
import { consentText, currentConsentVersion, type ConsentType } from '@/domain/consents'
import type { User } from '@/payload-types'
import { consentCenterOf } from '@/server/consents/consentCenter'
import { consentRenewalsOf } from '@/server/consents/consentRenewals'

// The types this file publishes new versions of; they are removed again so other files see the catalogue.
const SIGN_UP: ConsentType[] = ['TERMS_PRIVACY_SIGNUP', 'MARKETING_CONSENT']
const BOOKING: ConsentType[] = ['BOOKING_TERMS', 'BOOKING_TERMS_PAYMENT', 'WITHDRAWAL_PERIOD_WAIVER']
const B2B: ConsentType = 'CONSULTEE_B2B_DATA_CONSENT'
const TYPES = [...SIGN_UP, ...BOOKING, B2B]

let payload: Payload
let admin: User
const unpublish = () => payload.delete({ collection: 'consent-versions', where: { consentType: { in: TYPES } } })

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, { role: 'ADMIN' })
})
beforeEach(unpublish)
afterAll(unpublish)

/** What an admin does in the panel: a newer version than any before, through the Local API as that admin. */
async function publish(consentType: ConsentType) {
  const { docs } = await payload.find({
    collection: 'consent-versions',
    where: { consentType: { equals: consentType } },
  })
  const newest = newestVersion([currentConsentVersion(consentType), ...docs.map((d) => d.version)]) ?? '1.0'
  const [major, minor] = newest.split('.').map(Number)
  const data = {
    consentType,
    version: `${major}.${(minor ?? 0) + 1}`,
    textEn: `New wording of ${consentType}`,
    textDe: `Neuer Wortlaut von ${consentType}`,
  }
  await payload.create({ collection: 'consent-versions', data, overrideAccess: false, user: admin })
  return data
}

/** The user's records, ordered by type name. */
const recordsOf = async (userId: number) =>
  (await payload.find({ collection: 'consents', where: { user: { equals: userId } }, depth: 0 })).docs
    .map(({ consentType, status, version, textSnapshot }) => ({ consentType, status, version, textSnapshot }))
    .sort((a, b) => a.consentType.localeCompare(b.consentType))

const builtIn = (consentType: ConsentType, locale: 'en' | 'de' = 'en') => ({
  consentType,
  status: 'optin',
  version: currentConsentVersion(consentType),
  textSnapshot: consentText(consentType, currentConsentVersion(consentType), locale),
})

/** A sign-up as the form sends it: the catalogue's versions, next to the labels in the catalogue's wording. */
async function signUp(headers: Record<string, string> = {}): Promise<User> {
  const email = `in-force-${crypto.randomUUID().slice(0, 8)}@example.com`
  const answer = await rest('POST', '/api/auth/register', {
    headers,
    body: {
      email,
      password: 'Strong#Pass1',
      userRole: 'USER',
      firstName: 'Lea',
      lastName: 'Brandt',
      timezone: 'Europe/Berlin',
      consents: SIGN_UP.map((consentType) => ({
        consentType,
        status: 'optin',
        version: currentConsentVersion(consentType),
      })),
    },
  })
  expect(answer.status).toBe(201)
  return payload.findByID({ collection: 'users', id: answer.json.userId as number, depth: 0 })
}

/** A paid booking as the payment page sends it: opt-ins to the versions it showed. */
async function book(consultee: User, versions: Record<string, string>) {
  const consultant = await bookableConsultant(payload)
  const answer = await rest('POST', '/api/consultations/create', {
    headers: await sessionHeaders(consultee),
    body: {
      consultantId: consultant.id,
      sessionType: '30MINUTES',
      selectedSlot: slotAt(9, '10:00'),
      billingCountry: 'DE',
      consents: BOOKING.map((consentType) => ({ consentType, status: 'optin', version: versions[consentType] })),
    },
  })
  expect(answer.status).toBe(201)
}

const pendingRenewals = async (user: User) =>
  (await rest('GET', '/api/account/consents', { headers: await sessionHeaders(user) })).json.pendingRenewals

describe('consents are recorded in the version in force', () => {
  it('records the catalogue version and text at sign-up and booking while nothing newer is published', async () => {
    const signedUp = await signUp({ 'accept-language': 'de-DE' })
    expect(await recordsOf(signedUp.id)).toEqual(SIGN_UP.map((type) => builtIn(type, 'de')).reverse())

    const consultee = await createUser(payload)
    await book(consultee, Object.fromEntries(BOOKING.map((type) => [type, currentConsentVersion(type)])))
    expect(await recordsOf(consultee.id)).toEqual(BOOKING.map((type) => builtIn(type)))
    expect(await pendingRenewals(consultee)).toEqual([])
  })

  it('records a sign-up in the newly published version and text, and asks nothing again', async () => {
    const terms = await publish('TERMS_PRIVACY_SIGNUP')
    const marketing = await publish('MARKETING_CONSENT')
    const user = await signUp()
    expect(await recordsOf(user.id)).toEqual([
      { consentType: 'MARKETING_CONSENT', status: 'optin', version: marketing.version, textSnapshot: marketing.textEn },
      { consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: terms.version, textSnapshot: terms.textEn },
    ])
    expect(await consentRenewalsOf(payload, user, 'en')).toEqual([])
    // Not confirmed yet, so no session: the consents center as its endpoint computes it.
    const center = await consentCenterOf(await createLocalReq({ user }, payload), user, 'en')
    expect(center.pendingRenewals).toEqual([])
  })

  it('records a booking in the newly published versions and texts, and asks nothing again', async () => {
    const published = await Promise.all(BOOKING.map(publish))
    const consultee = await createUser(payload)
    await book(consultee, Object.fromEntries(published.map((p) => [p.consentType, p.version])))
    expect(await recordsOf(consultee.id)).toEqual(
      published.map(({ consentType, version, textEn }) => ({
        consentType,
        status: 'optin',
        version,
        textSnapshot: textEn,
      })),
    )
    expect(await pendingRenewals(consultee)).toEqual([])
  })

  it('records a booking sent with the catalogue versions in the published ones, and refuses an unknown one', async () => {
    const waiver = await publish('WITHDRAWAL_PERIOD_WAIVER')
    const consultee = await createUser(payload)
    await book(consultee, Object.fromEntries(BOOKING.map((type) => [type, currentConsentVersion(type)])))
    const records = await recordsOf(consultee.id)
    expect(records.find((r) => r.consentType === 'WITHDRAWAL_PERIOD_WAIVER')).toMatchObject({
      version: waiver.version,
      textSnapshot: waiver.textEn,
    })
    expect(records.find((r) => r.consentType === 'BOOKING_TERMS')).toEqual(builtIn('BOOKING_TERMS'))

    const consultant = await bookableConsultant(payload)
    const refused = await rest('POST', '/api/consultations/create', {
      headers: await sessionHeaders(consultee),
      body: {
        consultantId: consultant.id,
        sessionType: '30MINUTES',
        selectedSlot: slotAt(9, '11:00'),
        billingCountry: 'DE',
        consents: BOOKING.map((consentType) => ({ consentType, status: 'optin', version: '9.9' })),
      },
    })
    expect(refused.status).toBe(400)
  })

  it('records the onboarding consent in the published version the dialog showed', async () => {
    const b2b = await publish(B2B)
    const user = await createUser(payload)
    const started = await rest('PATCH', '/api/consultees/update', {
      headers: await sessionHeaders(user),
      body: {
        onboardingFormStatus: 'STARTED',
        consents: [{ consentType: B2B, status: 'optin', version: b2b.version }],
      },
    })
    expect(started.status).toBe(200)
    expect(await recordsOf(user.id)).toEqual([
      { consentType: B2B, status: 'optin', version: b2b.version, textSnapshot: b2b.textEn },
    ])
    expect(await pendingRenewals(user)).toEqual([])
  })
})
