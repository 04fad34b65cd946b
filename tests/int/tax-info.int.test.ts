import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { consentText } from '@/domain/consents'
import type { ConsultantProfile, User } from '@/payload-types'

const PATH = '/api/consultants/tax-info'
const taxConsent = { consentType: 'TAX_ID_CONSENT', status: 'optin', version: '1.0' }

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type BusinessType = 'KLEINUNTERNEHMER' | 'REGELUNTERNEHMER'

/** An active consultant whose published profile has the given business type (or no profile at all). */
async function consultant(businessType: BusinessType | 'none' = 'KLEINUNTERNEHMER') {
  const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })
  if (businessType !== 'none') {
    await payload.create({
      collection: 'consultant-profiles',
      data: { user: user.id, consultantBusinessType: businessType, published: true, tagline: 'Tax test' },
    })
  }
  return user
}

/** A random 11-digit tax ID, so no test can see another test's number. */
const newTaxId = () => String(crypto.randomInt(10_000_000_000, 99_999_999_999))

async function profileOf(user: User): Promise<ConsultantProfile | undefined> {
  const found = await payload.find({ collection: 'consultant-profiles', where: { user: { equals: user.id } } })
  return found.docs[0]
}

async function consentsOf(user: User) {
  return (await payload.find({ collection: 'consents', where: { user: { equals: user.id } } })).docs
}

async function put(user: User | null, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const session = user ? await sessionHeaders(user) : {}
  return rest('PUT', PATH, { headers: { ...session, ...headers }, body })
}

describe('PUT /api/consultants/tax-info', () => {
  it('stores the tax ID with its non-digits stripped and answers the stored details', async () => {
    const user = await consultant('KLEINUNTERNEHMER')
    const { status, json } = await put(user, { taxIdentificationNumber: '12 345 678 901', consents: [taxConsent] })
    expect(status).toBe(200)
    expect(json).toEqual({
      taxIdentificationNumber: '12345678901',
      vatNumber: null,
      consultantBusinessType: 'KLEINUNTERNEHMER',
    })
    expect((await profileOf(user))?.taxInfo).toMatchObject({ taxIdentificationNumber: '12345678901' })
  })

  it.each([
    ['10 digits', '1234567890'],
    ['12 digits', '123456789012'],
  ])('refuses %s with 400 and stores nothing', async (_case, taxIdentificationNumber) => {
    const user = await consultant('KLEINUNTERNEHMER')
    const { status, json } = await put(user, { taxIdentificationNumber, consents: [taxConsent] })
    expect(status).toBe(400)
    expect(json.errors).toEqual([{ path: 'taxIdentificationNumber', message: 'Tax_id_must_be_11_digits' }])
    expect((await profileOf(user))?.taxInfo?.taxIdentificationNumber ?? null).toBeNull()
    expect(await consentsOf(user)).toHaveLength(0)
  })

  it('requires a VAT number from a Regelunternehmer, by the stored business type', async () => {
    const user = await consultant('REGELUNTERNEHMER')
    const taxIdentificationNumber = newTaxId()
    const without = await put(user, { taxIdentificationNumber, consents: [taxConsent] })
    expect(without.status).toBe(400)
    expect(without.json.errors).toEqual([{ path: 'vatNumber', message: 'Vat_number_required' }])
    expect((await profileOf(user))?.taxInfo?.taxIdentificationNumber ?? null).toBeNull()

    const withVat = await put(user, { taxIdentificationNumber, vatNumber: 'de 123 456 789', consents: [taxConsent] })
    expect(withVat.status).toBe(200)
    expect(withVat.json).toEqual({
      taxIdentificationNumber,
      vatNumber: 'DE123456789',
      consultantBusinessType: 'REGELUNTERNEHMER',
    })
  })

  it('takes the business type of the body over the stored one and stores it', async () => {
    const user = await consultant('KLEINUNTERNEHMER')
    const taxIdentificationNumber = newTaxId()
    const refused = await put(user, {
      taxIdentificationNumber,
      consultantBusinessType: 'REGELUNTERNEHMER',
      consents: [taxConsent],
    })
    expect(refused.status).toBe(400)
    expect((await profileOf(user))?.consultantBusinessType).toBe('KLEINUNTERNEHMER')

    const saved = await put(user, {
      taxIdentificationNumber,
      vatNumber: 'DE999999999',
      consultantBusinessType: 'REGELUNTERNEHMER',
      consents: [taxConsent],
    })
    expect(saved.status).toBe(200)
    expect(await profileOf(user)).toMatchObject({
      consultantBusinessType: 'REGELUNTERNEHMER',
      taxInfo: { taxIdentificationNumber, vatNumber: 'DE999999999' },
    })

    // Back to Kleinunternehmer without a VAT number: the old one is not kept.
    const small = await put(user, {
      taxIdentificationNumber,
      consultantBusinessType: 'KLEINUNTERNEHMER',
      consents: [taxConsent],
    })
    expect(small.status).toBe(200)
    expect(small.json).toEqual({ taxIdentificationNumber, vatNumber: null, consultantBusinessType: 'KLEINUNTERNEHMER' })
    expect((await profileOf(user))?.taxInfo?.vatNumber ?? null).toBeNull()
  })

  it('accepts a Kleinunternehmer without a VAT number', async () => {
    const user = await consultant('REGELUNTERNEHMER')
    const { status } = await put(user, {
      taxIdentificationNumber: newTaxId(),
      consultantBusinessType: 'KLEINUNTERNEHMER',
      consents: [taxConsent],
    })
    expect(status).toBe(200)
  })

  it('creates the profile of a consultant who has none yet; without any business type it answers 400', async () => {
    const user = await consultant('none')
    const taxIdentificationNumber = newTaxId()
    const unknownType = await put(user, { taxIdentificationNumber, consents: [taxConsent] })
    expect(unknownType.status).toBe(400)
    expect(unknownType.json.errors).toEqual([{ path: 'consultantBusinessType', message: 'Business_type_required' }])
    expect(await profileOf(user)).toBeUndefined()

    const badType = await put(user, { taxIdentificationNumber, consultantBusinessType: 'GMBH', consents: [taxConsent] })
    expect(badType.status).toBe(400)

    const saved = await put(user, {
      taxIdentificationNumber,
      consultantBusinessType: 'KLEINUNTERNEHMER',
      consents: [taxConsent],
    })
    expect(saved.status).toBe(200)
    expect(await profileOf(user)).toMatchObject({
      consultantBusinessType: 'KLEINUNTERNEHMER',
      taxInfo: { taxIdentificationNumber },
    })
  })

  it("records the tax consent with the server's own text in the caller's language", async () => {
    const user = await consultant('KLEINUNTERNEHMER')
    const forged = { ...taxConsent, textSnapshot: 'I agree to nothing', text: 'I agree to nothing' }
    const { status } = await put(
      user,
      { taxIdentificationNumber: newTaxId(), consents: [forged] },
      { 'accept-language': 'de' },
    )
    expect(status).toBe(200)
    const records = await consentsOf(user)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      consentType: 'TAX_ID_CONSENT',
      status: 'optin',
      version: '1.0',
      locale: 'de',
      textSnapshot: consentText('TAX_ID_CONSENT', '1.0', 'de'),
    })
  })

  it.each([
    ['no consents', []],
    ['an opt-out', [{ ...taxConsent, status: 'optout' }]],
    ['an outdated version', [{ ...taxConsent, version: '0.9' }]],
  ])('refuses %s with 400 and stores nothing', async (_case, consents) => {
    const user = await consultant('KLEINUNTERNEHMER')
    const { status, json } = await put(user, { taxIdentificationNumber: newTaxId(), consents })
    expect(status).toBe(400)
    expect((json.errors as { path: string }[]).map((error) => error.path)).toContain('consents.TAX_ID_CONSENT')
    expect((await profileOf(user))?.taxInfo?.taxIdentificationNumber ?? null).toBeNull()
    expect(await consentsOf(user)).toHaveLength(0)
  })

  it("refuses another consultant's consultantId with 403; the caller's own id is fine", async () => {
    const user = await consultant('KLEINUNTERNEHMER')
    const other = await consultant('KLEINUNTERNEHMER')
    const body = { taxIdentificationNumber: newTaxId(), consents: [taxConsent] }
    const refused = await put(user, { ...body, consultantId: other.id })
    expect(refused.status).toBe(403)
    expect((await profileOf(other))?.taxInfo?.taxIdentificationNumber ?? null).toBeNull()
    expect((await profileOf(user))?.taxInfo?.taxIdentificationNumber ?? null).toBeNull()
    expect(await consentsOf(user)).toHaveLength(0)
    expect(await consentsOf(other)).toHaveLength(0)

    expect((await put(user, { ...body, consultantId: user.id })).status).toBe(200)
  })

  it('answers 403 to a consultee and 401 without a session', async () => {
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const body = { taxIdentificationNumber: newTaxId(), consultantBusinessType: 'KLEINUNTERNEHMER', consents: [] }
    expect((await put(consultee, { ...body, consents: [taxConsent] })).status).toBe(403)
    expect(await consentsOf(consultee)).toHaveLength(0)
    expect((await put(null, body)).status).toBe(401)
  })

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const user = await consultant('KLEINUNTERNEHMER')
    const { status } = await rest('PUT', PATH, { headers: await sessionHeaders(user), body: '{"taxIdentif' })
    expect(status).toBe(400)
  })
})

describe('who sees the tax details', () => {
  let owner: User
  let profile: ConsultantProfile
  let taxIdentificationNumber: string
  const vatNumber = 'DE271828182'

  beforeAll(async () => {
    owner = await consultant('REGELUNTERNEHMER')
    taxIdentificationNumber = newTaxId()
    const saved = await put(owner, { taxIdentificationNumber, vatNumber, consents: [taxConsent] })
    if (saved.status !== 200) throw new Error(`saving the tax info answered ${saved.status}: ${saved.text}`)
    profile = (await profileOf(owner))!
  })

  const readers: [string, () => Promise<string | undefined>][] = [
    ['an anonymous visitor', async () => undefined],
    ['a reviewer', async () => tokenFor(payload, await createUser(payload, { role: 'REVIEWER' }))],
    ['an editor', async () => tokenFor(payload, await createUser(payload, { role: 'EDITOR' }))],
    ['another consultant', async () => tokenFor(payload, await consultant('KLEINUNTERNEHMER'))],
    ['a consultee', async () => tokenFor(payload, await createUser(payload, { role: 'USER' }))],
  ]

  // GraphQL is for staff only; everyone else is turned away before the query runs.
  const staffReaders = new Set(['a reviewer', 'an editor'])

  it.each(readers)('%s sees the profile over REST and GraphQL, but not its tax details', async (who, token) => {
    const bearer = await token()
    const list = await rest('GET', '/api/consultant-profiles?limit=100&depth=0', { token: bearer })
    expect(list.status).toBe(200)
    const listed = (list.json.docs as ConsultantProfile[]).find((doc) => doc.id === profile.id)
    expect(listed).toBeDefined()
    expect(listed).not.toHaveProperty('taxInfo')
    expect(list.text).not.toContain(taxIdentificationNumber)
    expect(list.text).not.toContain(vatNumber)

    const one = await rest('GET', `/api/consultant-profiles/${profile.id}`, { token: bearer })
    expect(one.status).toBe(200)
    expect(one.json).not.toHaveProperty('taxInfo')
    expect(one.text).not.toContain(taxIdentificationNumber)

    const query = await graphql(
      `{ ConsultantProfile(id: ${profile.id}) { id taxInfo { taxIdentificationNumber vatNumber } } }`,
      bearer,
    )
    expect(JSON.stringify(query.json)).not.toContain(taxIdentificationNumber)
    expect(JSON.stringify(query.json)).not.toContain(vatNumber)
    if (!staffReaders.has(who)) return expect(query.status).toBe(403)
    const many = await graphql(
      `
        {
          ConsultantProfiles(limit: 100) {
            docs {
              id
              taxInfo {
                taxIdentificationNumber
                vatNumber
              }
            }
          }
        }
      `,
      bearer,
    )
    expect(JSON.stringify(many.json)).toContain(`"id":${profile.id}`)
    expect(JSON.stringify(many.json)).not.toContain(taxIdentificationNumber)
  })

  it.each(readers)('%s cannot find the profile by its tax ID', async (who, token) => {
    const bearer = await token()
    const where = `where[taxInfo.taxIdentificationNumber][equals]=${taxIdentificationNumber}`
    const probe = await rest('GET', `/api/consultant-profiles?${where}`, { token: bearer })
    // Payload refuses a query on a field the caller may not read.
    expect(probe.status).toBe(400)
    expect(probe.json).not.toHaveProperty('docs')
    const graph = await graphql(
      `{ ConsultantProfiles(where: { taxInfo__taxIdentificationNumber: { equals: "${taxIdentificationNumber}" } }) { docs { id } } }`,
      bearer,
    )
    if (!staffReaders.has(who)) return expect(graph.status).toBe(403)
    expect(graph.json.errors?.[0]?.message).toContain('cannot be queried')
    expect(JSON.stringify(graph.json.data ?? null)).not.toContain(`"id":${profile.id}`)
  })

  it('the owner sees them over REST (GraphQL is for staff), in /api/auth/me and in the login answer', async () => {
    const token = await tokenFor(payload, owner)
    const one = await rest('GET', `/api/consultant-profiles/${profile.id}`, { token })
    expect(one.json.taxInfo).toEqual({ taxIdentificationNumber, vatNumber })
    const query = await graphql(
      `{ ConsultantProfile(id: ${profile.id}) { taxInfo { taxIdentificationNumber } } }`,
      token,
    )
    expect(query.status).toBe(403)

    const expected = { taxIdentificationNumber, vatNumber, consultantBusinessType: 'REGELUNTERNEHMER' }
    const me = await rest('GET', '/api/auth/me', { headers: await sessionHeaders(owner) })
    expect(me.status).toBe(200)
    expect(me.json.taxInfo).toEqual(expected)
    const login = await rest('POST', '/api/auth/login', { body: { email: owner.email, password: TEST_PASSWORD } })
    expect((login.json.user as { taxInfo: unknown }).taxInfo).toEqual(expected)
  })

  it('an admin sees them', async () => {
    const token = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    const one = await rest('GET', `/api/consultant-profiles/${profile.id}`, { token })
    expect(one.json.taxInfo).toEqual({ taxIdentificationNumber, vatNumber })
  })

  it('nobody writes them through the generated REST or GraphQL API, not even the owner or an admin', async () => {
    for (const user of [owner, await createUser(payload, { role: 'ADMIN' })]) {
      const token = await tokenFor(payload, user)
      await rest('PATCH', `/api/consultant-profiles/${profile.id}`, {
        token,
        body: { taxInfo: { taxIdentificationNumber: '99999999999', vatNumber: 'DE000' }, tagline: 'Patched' },
      })
      await graphql(
        `mutation { updateConsultantProfile(id: ${profile.id}, data: { taxInfo: { taxIdentificationNumber: "99999999999" } }) { id } }`,
        token,
      )
    }
    const after = await payload.findByID({ collection: 'consultant-profiles', id: profile.id })
    expect(after.tagline).toBe('Patched')
    expect(after.taxInfo).toEqual({ taxIdentificationNumber, vatNumber })
  })

  it('UserInfo has null tax details for a consultee and for a consultant without any', async () => {
    for (const user of [await createUser(payload, { role: 'USER' }), await consultant('none')]) {
      const me = await rest('GET', '/api/auth/me', { headers: await sessionHeaders(user) })
      expect(me.json.taxInfo).toEqual({ taxIdentificationNumber: null, vatNumber: null, consultantBusinessType: null })
    }
  })
})
