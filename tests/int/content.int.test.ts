import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { paragraphText, storedPost } from '../helpers/content'
import { createUser, storedConsultation, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { slugify } from '@/domain/content'
import type { User } from '@/payload-types'
import { recordConsents } from '@/server/consents/recordConsents'

let payload: Payload
let editor: User
let reviewer: User
let admin: User
const tokens: Record<'editor' | 'reviewer' | 'admin', string> = { editor: '', reviewer: '', admin: '' }

beforeAll(async () => {
  payload = await testPayload()
  ;[editor, reviewer, admin] = await Promise.all([
    createUser(payload, { role: 'EDITOR', firstName: 'Staff' }),
    createUser(payload, { role: 'REVIEWER' }),
    createUser(payload, { role: 'ADMIN' }),
  ])
  tokens.editor = await tokenFor(payload, editor)
  tokens.reviewer = await tokenFor(payload, reviewer)
  tokens.admin = await tokenFor(payload, admin)
})

const newPost = (title: string) => ({
  title,
  slug: `${slugify(title)}-${crypto.randomUUID().slice(0, 8)}`,
  content: paragraphText(`${title} text`),
})
const ids = (json: Record<string, unknown>) => (json.docs as { id: number }[]).map((d) => d.id)

describe('content roles over REST', () => {
  it('an editor saves a draft, publishes it, and only then the public sees it', async () => {
    const draft = await rest('POST', '/api/posts?draft=true', {
      token: tokens.editor,
      // No slug: it is made from the title.
      body: { title: 'Editor draft', content: paragraphText('Editor draft text'), _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = (draft.json.doc as { id: number; slug: string; readingTime: number }).id
    expect(draft.json.doc).toMatchObject({ slug: 'editor-draft', readingTime: 1, authorName: 'Staff' })

    expect(ids((await rest('GET', '/api/posts?limit=200')).json)).not.toContain(id)
    expect((await rest('GET', `/api/posts/${id}`)).status).toBe(404)
    expect((await rest('GET', `/api/posts/${id}?draft=true`)).status).toBe(404)

    const published = await rest('PATCH', `/api/posts/${id}`, { token: tokens.editor, body: { _status: 'published' } })
    expect(published.status).toBe(200)
    expect((await rest('GET', `/api/posts/${id}`)).json).toMatchObject({ title: 'Editor draft', _status: 'published' })
  })

  it('a newer draft of a published post stays hidden from the public', async () => {
    const post = await storedPost(payload, { title: 'Published once' })
    const edited = await rest('PATCH', `/api/posts/${post.id}?draft=true`, {
      token: tokens.editor,
      body: { title: 'Secret rewrite' },
    })
    expect(edited.status).toBe(200)
    expect((await rest('GET', `/api/posts/${post.id}?draft=true`)).json.title).toBe('Published once')
    expect((await rest('GET', `/api/posts/${post.id}?draft=true`, { token: tokens.editor })).json.title).toBe(
      'Secret rewrite',
    )
  })

  it('an editor cannot read other users, change consultations or read contact messages', async () => {
    const consultee = await createUser(payload)
    const users = await rest('GET', '/api/users?limit=200', { token: tokens.editor })
    expect(ids(users.json)).toEqual([editor.id])
    expect((await rest('GET', `/api/users/${consultee.id}`, { token: tokens.editor })).status).toBe(404)
    const consultation = await storedConsultation(payload, {
      consultee,
      status: 'UPCOMING_PENDING',
      startsAt: new Date(Date.now() + 86_400_000),
    })
    const patch = await rest('PATCH', `/api/consultations/${consultation.id}`, {
      token: tokens.editor,
      body: { status: 'PAST_CANCELLED_BY_USER' },
    })
    expect(patch.status).toBe(403)
    expect((await rest('GET', '/api/contact-messages', { token: tokens.editor })).status).toBe(403)
  })

  it('a reviewer cannot write content', async () => {
    const post = await storedPost(payload)
    expect((await rest('POST', '/api/posts', { token: tokens.reviewer, body: newPost('Reviewer post') })).status).toBe(
      403,
    )
    expect(
      (await rest('PATCH', `/api/posts/${post.id}`, { token: tokens.reviewer, body: { title: 'x' } })).status,
    ).toBe(403)
    expect((await rest('POST', '/api/legal-texts', { token: tokens.reviewer, body: { title: 'x' } })).status).toBe(403)
  })

  it('an admin does everything: writes, deletes and reads contact messages', async () => {
    const created = await rest('POST', '/api/pages', {
      token: tokens.admin,
      body: { title: 'Admin page', _status: 'published' },
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect((await rest('DELETE', `/api/pages/${id}`, { token: tokens.admin })).status).toBe(200)
    expect((await rest('GET', '/api/contact-messages', { token: tokens.admin })).status).toBe(200)
  })
})

describe('content roles over GraphQL', () => {
  it('the public is turned away; a reviewer lists published posts only and may not create one; an editor may', async () => {
    const draft = await storedPost(payload, { status: 'draft', title: 'GraphQL draft' })
    const published = await storedPost(payload, { title: 'GraphQL published' })
    expect((await graphql('{ Posts(limit: 200) { docs { id title } } }')).status).toBe(403)
    const list = await graphql('{ Posts(limit: 200) { docs { id title } } }', tokens.reviewer)
    const seen = (list.json.data as { Posts: { docs: { id: number }[] } }).Posts.docs.map((d) => d.id)
    expect(seen).toContain(published.id)
    expect(seen).not.toContain(draft.id)

    const mutation = `mutation { createPost(data: { title: "Via GraphQL", slug: "via-graphql", _status: published }) { id title } }`
    const denied = await graphql(mutation, tokens.reviewer)
    expect(denied.json.errors?.[0]?.message).toMatch(/not allowed/i)
    const allowed = await graphql(mutation, tokens.editor)
    expect(allowed.json.errors).toBeUndefined()
    expect((allowed.json.data as { createPost: { title: string } }).createPost.title).toBe('Via GraphQL')
  })

  it('an editor reads no user but themselves', async () => {
    await createUser(payload)
    const users = await graphql('{ Users(limit: 200) { docs { id email } } }', tokens.editor)
    expect((users.json.data as { Users: { docs: { id: number }[] } }).Users.docs.map((d) => d.id)).toEqual([editor.id])
  })
})

describe('content roles over the Local API (overrideAccess: false)', () => {
  it('an editor creates and publishes; a reviewer is refused; the public finds no drafts', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { ...newPost('Local editor post'), _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    expect(post._status).toBe('published')
    await expect(
      payload.create({
        collection: 'posts',
        data: newPost('Local reviewer post'),
        overrideAccess: false,
        user: reviewer,
      }),
    ).rejects.toThrow(/not allowed/i)
    const draft = await storedPost(payload, { status: 'draft' })
    const publicIds = (await payload.find({ collection: 'posts', overrideAccess: false, limit: 200 })).docs.map(
      (d) => d.id,
    )
    expect(publicIds).toContain(post.id)
    expect(publicIds).not.toContain(draft.id)
    const asPublicDraft = await payload.find({
      collection: 'posts',
      draft: true,
      overrideAccess: false,
      where: { id: { equals: draft.id } },
    })
    expect(asPublicDraft.docs).toEqual([])
  })
})

describe('languages', () => {
  it('a post without German text answers in English for locale=de; a translated one in German', async () => {
    const english = await storedPost(payload, { title: 'Only in English' })
    const both = await storedPost(payload, { title: 'In both languages', de: 'In beiden Sprachen' })
    expect((await rest('GET', `/api/posts/${english.id}?locale=de`)).json.title).toBe('Only in English')
    expect((await rest('GET', `/api/posts/${both.id}?locale=de`)).json.title).toBe('In beiden Sprachen')
    expect((await rest('GET', `/api/posts/${both.id}?locale=en`)).json.title).toBe('In both languages')
  })
})

describe('scheduled publishing', () => {
  it("publishes a draft when its job runs, with the scheduling editor's rights", async () => {
    const draft = await storedPost(payload, { status: 'draft', title: 'Scheduled post' })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'posts', value: draft.id },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.runByID({ id: job.id })
    expect((await rest('GET', `/api/posts/${draft.id}`)).json).toMatchObject({
      title: 'Scheduled post',
      _status: 'published',
    })
  })
})

describe('consent records and legal texts', () => {
  it('a consent points at the published legal-text versions in force when it was given', async () => {
    const version = `${Math.floor(Math.random() * 900) + 100}.1`
    const legal = async (kind: 'terms-of-use' | 'privacy-policy', status: 'draft' | 'published', daysAgo: number) =>
      payload.create({
        collection: 'legal-texts',
        draft: status === 'draft',
        data: {
          title: kind,
          kind,
          version: status === 'draft' ? `${version}9` : version,
          effectiveDate: new Date(Date.now() - daysAgo * 60_000).toISOString(),
          _status: status,
        },
      })
    const terms = await legal('terms-of-use', 'published', 2)
    const privacy = await legal('privacy-policy', 'published', 2)
    await legal('privacy-policy', 'draft', 1)
    const user = await createUser(payload)
    const req = { payload, user: null } as unknown as Parameters<typeof recordConsents>[0]
    await recordConsents(
      req,
      user.id,
      [
        { consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' },
        { consentType: 'MARKETING_CONSENT', status: 'optin', version: '1.0' },
      ],
      'en',
    )
    const { docs } = await payload.find({
      collection: 'consents',
      where: { user: { equals: user.id } },
      depth: 0,
      sort: 'createdAt',
    })
    const byType = Object.fromEntries(docs.map((d) => [d.consentType, d.legalTexts]))
    expect([...(byType.TERMS_PRIVACY_SIGNUP as number[])].sort()).toEqual([terms.id, privacy.id].sort())
    expect(byType.MARKETING_CONSENT).toEqual([])
  })
})
