import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import {
  completeConsultantProfile,
  refusedConsulteeProfileValues,
  refusedConsultantProfileValues,
  refusedUserValues,
  type Refusal,
} from '../helpers/refusedFieldValues'
import en from '@/i18n/messages/en.json'
import type { User } from '@/payload-types'

// The rules of the app's forms hold on the generic doors too: REST, GraphQL and the admin panel.

type Target = { collection: CollectionSlug; id: number; owner: User; token: string }

let payload: Payload
let admin: User
const targets = {} as Record<'consultant-profiles' | 'users' | 'consultee-profiles', Target>

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, { role: 'ADMIN' })
  const consultant = await createUser(payload, { role: 'CONSULTANT', firstName: 'Ida', lastName: 'Owner' })
  const consultee = await createUser(payload, { firstName: 'Lena', lastName: 'Fischer' })
  const profile = await payload.create({
    collection: 'consultant-profiles',
    data: { ...completeConsultantProfile, user: consultant.id },
  })
  const consulteeProfile = await payload.create({ collection: 'consultee-profiles', data: { user: consultee.id } })
  const target = async (collection: CollectionSlug, id: number, owner: User) =>
    ({ collection, id, owner, token: await tokenFor(payload, owner) }) satisfies Target
  targets['consultant-profiles'] = await target('consultant-profiles', profile.id, consultant)
  targets.users = await target('users', consultee.id, consultee)
  targets['consultee-profiles'] = await target('consultee-profiles', consulteeProfile.id, consultee)
})

type ErrorBody = { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
const fieldErrors = (json: unknown) => ((json as ErrorBody).errors ?? []).flatMap((error) => error.data?.errors ?? [])

const stored = async ({ collection, id }: Target, body: Record<string, unknown>) => {
  const doc = (await payload.findByID({ collection, id, depth: 0 })) as unknown as Record<string, unknown>
  return Object.fromEntries(Object.keys(body).map((key) => [key, doc[key]]))
}

const tables: [keyof typeof targets, Refusal[]][] = [
  ['consultant-profiles', refusedConsultantProfileValues],
  ['users', refusedUserValues],
  ['consultee-profiles', refusedConsulteeProfileValues],
]

describe.each(tables)('%s refuse what the forms refuse', (slug, refusals) => {
  it.each(refusals.map((refusal) => [refusal.label, refusal] as const))('over REST: %s', async (_, refusal) => {
    const target = targets[slug]
    const before = await stored(target, refusal.body)
    const answer = await rest('PATCH', `/api/${slug}/${target.id}`, { token: target.token, body: refusal.body })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.json).map((error) => error.path)).toContain(refusal.path)
    expect(await stored(target, refusal.body)).toEqual(before)
  })

  it.each(refusals.map((refusal) => [refusal.label, refusal] as const))(
    'in the admin panel (Local API as an admin): %s',
    async (_, refusal) => {
      const target = targets[slug]
      const before = await stored(target, refusal.body)
      const update = payload.update({
        collection: target.collection,
        id: target.id,
        data: refusal.body,
        user: admin,
        overrideAccess: false,
      })
      await expect(update).rejects.toMatchObject({
        data: { errors: expect.arrayContaining([expect.objectContaining({ path: refusal.path })]) },
      })
      expect(await stored(target, refusal.body)).toEqual(before)
    },
  )
})

describe('answers', () => {
  it("name the problem in the form's words, in English for the admin panel", async () => {
    const target = targets.users
    const body = { firstName: 'R2D2' }
    const answer = await rest('PATCH', `/api/users/${target.id}`, { token: target.token, body })
    const error = { path: 'firstName', message: en.validation.Name_invalid_characters }
    expect(fieldErrors(answer.json)).toContainEqual(expect.objectContaining(error))
  })
})

describe('valid changes', () => {
  it('a consultant changes links, prices and entries the forms accept', async () => {
    const target = targets['consultant-profiles']
    const body = {
      linkedInUrl: null,
      githubUrl: 'https://github.com/ida-owner',
      videoUrl: 'https://cdn.example.com/intro.mp4',
      pricing30Min: 4550,
      workingHistory: [{ ...completeConsultantProfile.workingHistory[0], toDate: '2024-12', myCurrentRole: false }],
    }
    const answer = await rest('PATCH', `/api/consultant-profiles/${target.id}`, { token: target.token, body })
    expect(answer.status).toBe(200)
    expect(await stored(target, body)).toMatchObject({
      ...body,
      workingHistory: [expect.objectContaining(body.workingHistory[0])],
    })
  })

  it('a draft fills one field at a time: later steps may stay blank', async () => {
    const applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP1' })
    const draft = await payload.create({
      collection: 'consultant-profiles',
      data: { user: applicant.id, country: 'DE' },
    })
    const answer = await rest('PATCH', `/api/consultant-profiles/${draft.id}`, {
      token: await tokenFor(payload, applicant),
      body: { tagline: 'Data leader helping analysts grow', city: 'Köln' },
    })
    expect(answer.status).toBe(200)
    expect(answer.json.doc).toMatchObject({ tagline: 'Data leader helping analysts grow', city: 'Köln' })
  })

  it('a person renames themselves with accents and hyphens', async () => {
    const target = targets.users
    const body = { firstName: 'Zoë', lastName: "O'Neill-Åberg" }
    expect((await rest('PATCH', `/api/users/${target.id}`, { token: target.token, body })).status).toBe(200)
    expect(await stored(target, body)).toEqual(body)
  })

  it('GraphQL refuses a javascript: link too', async () => {
    const target = targets['consultant-profiles']
    const mutation = `mutation { updateConsultantProfile(id: ${target.id}, data: { xingUrl: "javascript:alert(1)" }) { id } }`
    const answer = await graphql(mutation, await tokenFor(payload, admin))
    expect(answer.json.errors?.length).toBeGreaterThan(0)
    expect((await stored(target, { xingUrl: 1 })).xingUrl ?? null).toBeNull()
  })
})
