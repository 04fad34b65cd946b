import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { seedContent } from '@/server/seed/content'
import { HELP_ARTICLES } from '@/server/seed/contentHelp'
import { LEGAL_TEXTS } from '@/server/seed/contentLegal'
import { POSTS } from '@/server/seed/contentPosts'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('seeded content', () => {
  it('has 6 posts, 10 help articles, 4 legal texts and the about page, published in both languages; seeding again adds nothing', async () => {
    await seedContent(payload)
    expect(await seedContent(payload)).toBe(0)

    const slugs = POSTS.map((p) => p.slug)
    const german = await rest('GET', `/api/posts?locale=de&limit=100&where[slug][in]=${slugs.join(',')}`)
    expect(german.json.totalDocs).toBe(6)
    const titles = (german.json.docs as { slug: string; title: string; readingTime: number }[]).map((d) => d.title)
    expect(titles).toEqual(expect.arrayContaining(POSTS.map((p) => p.title.de)))

    const help = await rest(
      'GET',
      `/api/help-articles?locale=de&limit=100&where[slug][in]=${HELP_ARTICLES.map((a) => a.slug).join(',')}`,
    )
    expect(help.json.totalDocs).toBe(10)

    const legal = await rest('GET', '/api/legal-texts?locale=de&limit=100')
    const kinds = new Set((legal.json.docs as { kind: string }[]).map((d) => d.kind))
    expect([...kinds].sort()).toEqual(LEGAL_TEXTS.map((t) => t.kind).sort())

    const about = await rest('GET', '/api/pages?locale=de&where[slug][equals]=about')
    expect((about.json.docs as { title: string }[])[0]?.title).toBe('Über CareerBridge')
  })
})
