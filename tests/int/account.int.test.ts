import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, storedConsultation, TEST_PASSWORD } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { currentConsentVersion } from '@/domain/consents'
import { REFERRAL_REWARD_CENTS } from '@/domain/referrals/reward'
import type { User } from '@/payload-types'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const consent = (consentType: 'REFERRAL_TRACKING' | 'MARKETING_CONSENT', status: 'optin' | 'optout') => ({
  consentType,
  status,
  version: currentConsentVersion(consentType),
})

/** Every table row in the public schema whose text mentions `needle`, as `table` names. */
async function tablesMentioning(needle: string): Promise<string[]> {
  const tables = await execute<{ table_name: string }>(
    payload,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )
  const hits: string[] = []
  for (const { table_name } of tables) {
    const [row] = await execute<{ n: number }>(
      payload,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} t WHERE t::text ILIKE ${`%${needle}%`}`,
    )
    if (row && row.n > 0) hits.push(table_name)
  }
  return hits
}

async function completePaidSession(consultee: User, consultant?: User) {
  const session = await storedConsultation(payload, {
    consultee,
    consultant,
    status: 'UPCOMING_CONFIRMED',
    startsAt: '2026-01-05T10:00:00.000Z',
    fields: { price: { grossCents: 5950, netCents: 5000, vatCents: 950, totalCents: 5950 } },
  })
  for (const status of ['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_USER_CONFIRMATION'] as const) {
    await payload.update({ collection: 'consultations', id: session.id, data: { status }, overrideAccess: true })
  }
  return session
}

const earningsOf = async (userId: number) =>
  (await payload.find({ collection: 'earnings', where: { user: { equals: userId } }, depth: 0 })).docs

describe('DELETE /api/consultees/id/{id}', () => {
  it('erases the name and email everywhere, keeps accounting rows, and ends every session for good', async () => {
    const user = await createUser(payload, { firstName: 'Zoltanna', lastName: 'Quiverby' })
    const headers = await sessionHeaders(user)
    await rest('PATCH', '/api/consultees/update', { headers, body: { aboutMe: 'Hi' } })
    await payload.create({
      collection: 'upload-files',
      data: { key: 'd'.repeat(24), owner: user.id, context: 'image', fileName: 'me.jpg', status: 'stored' },
    })
    const session = await completePaidSession(user)
    const earningsBefore = (
      await payload.find({ collection: 'earnings', where: { consultation: { equals: session.id } } })
    ).docs
    expect(earningsBefore[0]?.counterpartName).toBe('Zoltanna Quiverby')

    const other = await createUser(payload)
    expect((await rest('DELETE', `/api/consultees/id/${other.id}`, { headers })).status).toBe(403)
    const deleted = await rest('DELETE', `/api/consultees/id/${user.id}`, { headers })
    expect(deleted.status).toBe(200)
    expect(deleted.headers.get('set-cookie')).toMatch(/^payload-token=;/)

    expect(await tablesMentioning(user.email)).toEqual([])
    expect(await tablesMentioning('Zoltanna')).toEqual([])
    expect(await tablesMentioning('Quiverby')).toEqual([])
    expect(await payload.findByID({ collection: 'consultations', id: session.id, depth: 0 })).toMatchObject({
      user: user.id,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
    })
    expect(
      (await payload.find({ collection: 'earnings', where: { consultation: { equals: session.id } } })).totalDocs,
    ).toBe(earningsBefore.length)

    expect((await rest('GET', '/api/auth/me', { headers })).status).toBe(401)
    const login = await rest('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })
    expect(login.status).toBe(401)
  })

  it('answers 401 signed out and 403 to a consultant, deleting nothing', async () => {
    const user = await createUser(payload)
    expect((await rest('DELETE', `/api/consultees/id/${user.id}`)).status).toBe(401)
    const consultant = await createUser(payload, { role: 'CONSULTANT' })
    const refused = await rest('DELETE', `/api/consultees/id/${consultant.id}`, {
      headers: await sessionHeaders(consultant),
    })
    expect(refused.status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).deletedAt).toBeFalsy()
  })

  it('lets a consultant delete their own account through DELETE /api/consultants/id/{id}', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', firstName: 'Bertilda' })
    const headers = await sessionHeaders(consultant)
    expect((await rest('DELETE', `/api/consultants/id/${consultant.id}`, { headers })).status).toBe(200)
    expect(await tablesMentioning(consultant.email)).toEqual([])
  })
})

describe('GET /api/account/export', () => {
  it('downloads valid JSON with the account and its consent records, only for the caller', async () => {
    const user = await createUser(payload, { firstName: 'Ines' })
    const headers = await sessionHeaders(user)
    await rest('POST', '/api/account/consents', { headers, body: consent('MARKETING_CONSENT', 'optin') })
    const download = await rest('GET', '/api/account/export', { headers })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="careerbridge-data-/)
    const data = JSON.parse(download.text) as Record<string, unknown>
    expect(data.account).toMatchObject({ id: user.id, email: user.email, firstName: 'Ines' })
    expect(data.consents).toEqual([expect.objectContaining({ consentType: 'MARKETING_CONSENT', status: 'optin' })])
    expect(JSON.stringify(data)).not.toContain('"hash"')
    expect((await rest('GET', '/api/account/export')).status).toBe(401)
  })
})

describe('consents center', () => {
  it('records a withdrawal as a new optout and keeps the history append-only', async () => {
    const user = await createUser(payload)
    const headers = await sessionHeaders(user)
    expect(
      (await rest('POST', '/api/account/consents', { headers, body: consent('MARKETING_CONSENT', 'optin') })).status,
    ).toBe(200)
    const withdrawn = await rest('POST', '/api/account/consents', {
      headers,
      body: consent('MARKETING_CONSENT', 'optout'),
    })
    expect(withdrawn.status).toBe(200)
    const center = await rest('GET', '/api/account/consents', { headers })
    const marketing = (center.json.consents as { consentType: string }[]).find(
      (c) => c.consentType === 'MARKETING_CONSENT',
    )
    expect(marketing).toMatchObject({ status: 'optout', canRevoke: true, version: '1.0' })
    expect((center.json.history as { status: string }[]).map((h) => h.status)).toEqual(['optout', 'optin'])

    const [record] = (await payload.find({ collection: 'consents', where: { user: { equals: user.id } } })).docs
    expect((await rest('PATCH', `/api/consents/${record!.id}`, { headers, body: { status: 'optin' } })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `/api/consents/${record!.id}`, { headers })).status).toBe(403)
    expect((await payload.count({ collection: 'consents', where: { user: { equals: user.id } } })).totalDocs).toBe(2)
  })

  it('refuses to withdraw a consent that cannot be revoked, and an outdated version', async () => {
    const user = await createUser(payload)
    const headers = await sessionHeaders(user)
    const terms = {
      consentType: 'TERMS_PRIVACY_SIGNUP',
      status: 'optout',
      version: currentConsentVersion('TERMS_PRIVACY_SIGNUP'),
    }
    expect((await rest('POST', '/api/account/consents', { headers, body: terms })).status).toBe(403)
    const old = { ...consent('MARKETING_CONSENT', 'optin'), version: '0.9' }
    expect((await rest('POST', '/api/account/consents', { headers, body: old })).status).toBe(409)
  })

  it('asks again for a consent whose newer version an admin published', async () => {
    const user = await createUser(payload)
    const headers = await sessionHeaders(user)
    await rest('POST', '/api/account/consents', { headers, body: consent('REFERRAL_TRACKING', 'optin') })
    await payload.create({
      collection: 'consent-versions',
      data: { consentType: 'REFERRAL_TRACKING', version: '1.1', textEn: 'New tracking text', textDe: 'Neuer Text' },
    })
    const center = await rest('GET', '/api/account/consents', { headers })
    expect(center.json.pendingRenewals).toEqual(['REFERRAL_TRACKING'])
    const renewed = await rest('POST', '/api/account/consents', {
      headers,
      body: { consentType: 'REFERRAL_TRACKING', status: 'optin', version: '1.1' },
    })
    expect(renewed.json.pendingRenewals).toEqual([])
    const [latest] = (
      await payload.find({ collection: 'consents', where: { user: { equals: user.id } }, sort: '-createdAt' })
    ).docs
    expect(latest).toMatchObject({ version: '1.1', textSnapshot: 'New tracking text' })
    await payload.delete({ collection: 'consent-versions', where: { consentType: { equals: 'REFERRAL_TRACKING' } } })
  })
})

describe('referral earnings', () => {
  async function referredPair(tracking: 'optin' | 'optout' | null) {
    const referrer = await createUser(payload, { firstName: 'Rita', lastName: 'Referrer' })
    const referred = await createUser(payload, { firstName: 'Otto', lastName: 'Neu' })
    await payload.update({ collection: 'users', id: referred.id, data: { referredBy: referrer.id } })
    if (tracking) {
      await rest('POST', '/api/account/consents', {
        headers: await sessionHeaders(referred),
        body: consent('REFERRAL_TRACKING', tracking),
      })
    }
    return { referrer, referred }
  }

  it('credits referrer and referred once, on the first completed paid session', async () => {
    const { referrer, referred } = await referredPair('optin')
    await completePaidSession(referred)
    await completePaidSession(referred)
    expect(await earningsOf(referrer.id)).toEqual([
      expect.objectContaining({
        type: 'referral referrer',
        netCents: REFERRAL_REWARD_CENTS,
        counterpartName: 'Otto Neu',
      }),
    ])
    expect(await earningsOf(referred.id)).toEqual([
      expect.objectContaining({
        type: 'referral referred',
        netCents: REFERRAL_REWARD_CENTS,
        counterpartName: 'Rita Referrer',
      }),
    ])
  })

  it('credits nothing without the referred user’s REFERRAL_TRACKING opt-in', async () => {
    const { referrer, referred } = await referredPair('optout')
    await completePaidSession(referred)
    expect(await earningsOf(referrer.id)).toEqual([])
    expect(await earningsOf(referred.id)).toEqual([])
  })
})

describe('the referrer an admin records', () => {
  const setReferrer = async (userId: number, referredBy: number, admin: User) =>
    rest('PATCH', `/api/users/${userId}`, { headers: await sessionHeaders(admin), body: { referredBy } })

  it('must be a live account other than the user, over REST and the Local API alike', async () => {
    const admin = await createUser(payload, { role: 'ADMIN' })
    const user = await createUser(payload)
    const gone = await createUser(payload)
    await execute(payload, sql`update users set deleted_at = now() where id = ${gone.id}`)
    const waiting = await createUser(payload, { profileStatus: 'DATA_NOT_SUBMITTED' })
    for (const referrer of [gone.id, waiting.id, user.id]) {
      const { status, text } = await setReferrer(user.id, referrer, admin)
      expect(status).toBe(400)
      expect(text).toContain('Only an active account that has not been deleted')
    }
    await expect(payload.update({ collection: 'users', id: user.id, data: { referredBy: gone.id } })).rejects.toThrow(
      /Referred By/,
    )
    const live = await createUser(payload)
    expect((await setReferrer(user.id, live.id, admin)).status).toBe(200)
    // Recorded while live, it stays when the referrer's account goes later and the user is edited again.
    await execute(payload, sql`update users set deleted_at = now() where id = ${live.id}`)
    const { status } = await rest('PATCH', `/api/users/${user.id}`, {
      headers: await sessionHeaders(admin),
      body: { firstName: 'Edited' },
    })
    expect(status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
    expect(stored.referredBy).toBe(live.id)
  })
})
