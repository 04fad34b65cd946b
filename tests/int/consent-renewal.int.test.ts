import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { newestVersion } from '@/domain/account/consentVersions'
import { consentText, currentConsentVersion, type ConsentType } from '@/domain/consents'
import type { User } from '@/payload-types'
import { consentRenewalsOf } from '@/server/consents/consentRenewals'

// Types no other test gives, so that publishing their new versions asks nobody else.
const REQUIRED: ConsentType = 'PRIVACY_POLICY_TERMS'
const OPTIONAL: ConsentType = 'MARKETING_WEBINAR_EMAILS'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.delete({ collection: 'consent-versions', where: { consentType: { in: [REQUIRED, OPTIONAL] } } })
})

/** An opt-in as the sign-up form records it, in the catalogue's version. */
async function agreedTo(user: User, consentType: ConsentType) {
  const version = currentConsentVersion(consentType)
  await payload.create({
    collection: 'consents',
    data: {
      user: user.id,
      consentType,
      status: 'optin',
      version,
      textSnapshot: consentText(consentType, version, 'en') ?? 'text',
      locale: 'en',
    },
  })
}

/** What an admin does in the panel: a newer version than any before, through the REST API. */
async function publishNewVersion(consentType: ConsentType, textEn: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'consent-versions',
    where: { consentType: { equals: consentType } },
  })
  const newest = newestVersion([currentConsentVersion(consentType), ...docs.map((d) => d.version)]) ?? '1.0'
  const [major, minor] = newest.split('.').map(Number)
  const version = `${major}.${(minor ?? 0) + 1}`
  const admin = await createUser(payload, { role: 'ADMIN' })
  const published = await rest('POST', '/api/consent-versions', {
    token: await tokenFor(payload, admin),
    body: { consentType, version, textEn, textDe: `${textEn} (de)` },
  })
  expect(published.status).toBe(201)
  return version
}

const historyOf = async (user: User) =>
  (
    await payload.find({ collection: 'consents', where: { user: { equals: user.id } }, sort: 'createdAt', depth: 0 })
  ).docs.map(({ consentType, status, version }) => ({ consentType, status, version }))

describe('asking again after a new consent version is published', () => {
  it('asks affected users at their next login; accepting clears it and keeps the history append-only', async () => {
    const user = await createUser(payload)
    const bystander = await createUser(payload)
    await agreedTo(user, REQUIRED)
    await agreedTo(user, OPTIONAL)
    expect(await consentRenewalsOf(payload, user, 'en')).toEqual([])

    const required = await publishNewVersion(REQUIRED, 'New privacy wording')
    const optional = await publishNewVersion(OPTIONAL, 'New webinar emails wording')
    expect(await consentRenewalsOf(payload, bystander, 'en')).toEqual([])
    expect(await consentRenewalsOf(payload, user, 'de')).toEqual([
      expect.objectContaining({
        consentType: REQUIRED,
        version: required,
        required: true,
        text: 'New privacy wording (de)',
      }),
      expect.objectContaining({ consentType: OPTIONAL, version: optional, required: false }),
    ])

    const headers = await sessionHeaders(user)
    const center = await rest('GET', '/api/account/consents', { headers })
    expect(center.json.pendingRenewals).toEqual(expect.arrayContaining([REQUIRED, OPTIONAL]))

    // A terms acceptance cannot be declined, only accepted.
    const declined = await rest('POST', '/api/account/consents', {
      headers,
      body: { consentType: REQUIRED, status: 'optout', version: required },
    })
    expect(declined.status).toBe(403)
    const accepted = await rest('POST', '/api/account/consents', {
      headers,
      body: { consentType: REQUIRED, status: 'optin', version: required },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.json.pendingRenewals).toEqual([OPTIONAL])

    // An optional one can be declined: recorded as an optout of the new version, and not asked again.
    const optedOut = await rest('POST', '/api/account/consents', {
      headers,
      body: { consentType: OPTIONAL, status: 'optout', version: optional },
    })
    expect(optedOut.json.pendingRenewals).toEqual([])
    expect(await consentRenewalsOf(payload, user, 'en')).toEqual([])

    expect(await historyOf(user)).toEqual([
      { consentType: REQUIRED, status: 'optin', version: currentConsentVersion(REQUIRED) },
      { consentType: OPTIONAL, status: 'optin', version: currentConsentVersion(OPTIONAL) },
      { consentType: REQUIRED, status: 'optin', version: required },
      { consentType: OPTIONAL, status: 'optout', version: optional },
    ])
    const [latest] = (
      await payload.find({
        collection: 'consents',
        where: { user: { equals: user.id }, consentType: { equals: REQUIRED } },
        sort: '-createdAt',
      })
    ).docs
    expect(latest?.textSnapshot).toBe('New privacy wording')
  })

  it('asks nobody on the staff and no deleted account', async () => {
    const editor = await createUser(payload, { role: 'EDITOR' })
    const gone = await createUser(payload, { role: 'CONSULTANT' })
    await agreedTo(editor, REQUIRED)
    await agreedTo(gone, REQUIRED)
    const deleted = await payload.update({
      collection: 'users',
      id: gone.id,
      data: { deletedAt: new Date().toISOString() },
    })
    await publishNewVersion(REQUIRED, 'Another privacy wording')
    expect(await consentRenewalsOf(payload, editor, 'en')).toEqual([])
    expect(await consentRenewalsOf(payload, deleted, 'en')).toEqual([])
    expect(await consentRenewalsOf(payload, gone, 'en')).toHaveLength(1)
  })
})
