import type { CollectionSlug, Payload, Where } from 'payload'

import { ABOUT_PAGE, LEGAL_TEXTS } from './contentLegal'
import { HELP_ARTICLES, HELP_CATEGORIES } from './contentHelp'
import { POST_CATEGORIES, POSTS, type SeedCategory, type SeedPost } from './contentPosts'
import { createCover } from './covers'

type Localized = { en: Record<string, unknown>; de: Record<string, unknown> }

/**
 * Creates a published document in English, then adds its German text, unless one matching `where`
 * exists. Returns its id and whether it was new.
 */
async function ensureLocalized(payload: Payload, collection: CollectionSlug, where: Where, data: Localized) {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  const existing = found.docs[0]
  if (existing) return { id: existing.id as number, created: false }
  const published = { _status: 'published' }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for several collections; each validates its own data
  const doc = await payload.create({ collection, locale: 'en', data: { ...data.en, ...published } as any, depth: 0 })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  await payload.update({ collection, id: doc.id, locale: 'de', data: { ...data.de, ...published } as any, depth: 0 })
  return { id: doc.id as number, created: true }
}

async function ensureCategories(payload: Payload, collection: CollectionSlug, categories: SeedCategory[]) {
  const ids = new Map<string, number>()
  for (const { slug, order, title } of categories) {
    const { id } = await ensureLocalized(
      payload,
      collection,
      { slug: { equals: slug } },
      {
        en: { slug, order, title: title.en },
        de: { title: title.de },
      },
    )
    ids.set(slug, id)
  }
  return ids
}

/**
 * A generated cover for a seeded post that has none. Returns its id for a post still to be created;
 * a post that exists already (seeded before covers were) gets it attached here, and null is returned.
 */
async function ensureCover(payload: Payload, post: SeedPost): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: post.slug } },
    limit: 1,
    depth: 0,
    select: { coverImage: true },
  })
  const existing = docs[0]
  if (existing?.coverImage) return null
  const alt = {
    en: `Abstract cover illustration for “${post.title.en}”`,
    de: `Abstrakte Titelillustration zu „${post.title.de}“`,
  }
  const cover = await createCover(payload, post.slug, post.categories[0] ?? '', alt)
  if (!existing) return cover
  await payload.update({
    collection: 'posts',
    id: existing.id,
    locale: 'en',
    data: { coverImage: cover, _status: 'published' },
    depth: 0,
  })
  return null
}

/**
 * The demo content in English and German: blog, help center, about page and the four legal texts.
 * Returns how many documents were new.
 */
export async function seedContent(payload: Payload): Promise<number> {
  let createdCount = 0
  const count = (created: boolean) => (createdCount += created ? 1 : 0)
  const postCategories = await ensureCategories(payload, 'post-categories', POST_CATEGORIES)
  for (const post of POSTS) {
    const coverImage = await ensureCover(payload, post)
    const shared = { slug: post.slug, authorName: post.authorName, publishedAt: post.publishedAt, coverImage }
    const categories = post.categories.map((slug) => postCategories.get(slug)!)
    const { created } = await ensureLocalized(
      payload,
      'posts',
      { slug: { equals: post.slug } },
      {
        en: { ...shared, categories, title: post.title.en, excerpt: post.excerpt.en, content: post.content.en },
        de: { title: post.title.de, excerpt: post.excerpt.de, content: post.content.de },
      },
    )
    count(created)
  }

  const helpCategories = await ensureCategories(payload, 'help-categories', HELP_CATEGORIES)
  for (const article of HELP_ARTICLES) {
    const { created } = await ensureLocalized(
      payload,
      'help-articles',
      { slug: { equals: article.slug } },
      {
        en: {
          slug: article.slug,
          order: article.order,
          category: helpCategories.get(article.category),
          title: article.title.en,
          summary: article.summary.en,
          content: article.content.en,
        },
        de: { title: article.title.de, summary: article.summary.de, content: article.content.de },
      },
    )
    count(created)
  }

  for (const text of LEGAL_TEXTS) {
    const where: Where = { and: [{ kind: { equals: text.kind } }, { version: { equals: text.version } }] }
    const { created } = await ensureLocalized(payload, 'legal-texts', where, {
      en: {
        kind: text.kind,
        version: text.version,
        effectiveDate: text.effectiveDate,
        title: text.title.en,
        content: text.content.en,
      },
      de: { title: text.title.de, content: text.content.de },
    })
    count(created)
  }

  const { created } = await ensureLocalized(
    payload,
    'pages',
    { slug: { equals: ABOUT_PAGE.slug } },
    {
      en: {
        slug: ABOUT_PAGE.slug,
        title: ABOUT_PAGE.title.en,
        intro: ABOUT_PAGE.intro.en,
        content: ABOUT_PAGE.content.en,
      },
      de: { title: ABOUT_PAGE.title.de, intro: ABOUT_PAGE.intro.de, content: ABOUT_PAGE.content.de },
    },
  )
  count(created)
  return createdCount
}
