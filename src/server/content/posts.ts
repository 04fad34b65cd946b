import 'server-only'

import { cachedContent, contentPayload } from './cache'
import { CONTENT_TAGS } from './revalidate'
import type { Locale } from '@/domain/locale'
import type { Post, PostCategory, User } from '@/payload-types'

const CARD = {
  title: true,
  slug: true,
  excerpt: true,
  coverImage: true,
  categories: true,
  readingTime: true,
  publishedAt: true,
  authorName: true,
} as const

export type PostCard = Pick<
  Post,
  'id' | 'title' | 'slug' | 'excerpt' | 'coverImage' | 'categories' | 'readingTime' | 'publishedAt' | 'authorName'
>

const readPostList = async (locale: Locale, category: string | null): Promise<PostCard[]> => {
  const payload = await contentPayload()
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    where: category ? { 'categories.slug': { equals: category } } : {},
    sort: '-publishedAt',
    depth: 1,
    limit: 60,
    select: CARD,
    populate: { 'post-categories': { title: true, slug: true }, media: { alt: true, url: true, sizes: true } },
    overrideAccess: false,
  })
  return docs as PostCard[]
}
export const listPosts = cachedContent(CONTENT_TAGS.posts, 'posts:list', readPostList)

const readCategories = async (locale: Locale): Promise<PostCategory[]> => {
  const payload = await contentPayload()
  const { docs } = await payload.find({
    collection: 'post-categories',
    locale,
    sort: 'order',
    pagination: false,
    depth: 0,
  })
  return docs
}
export const listPostCategories = cachedContent(CONTENT_TAGS.posts, 'posts:categories', readCategories)

async function readPost(locale: Locale, slug: string, viewer: User | null): Promise<Post | null> {
  const payload = await contentPayload()
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: !!viewer,
    populate: {
      posts: CARD,
      'post-categories': { title: true, slug: true },
      media: { alt: true, url: true, sizes: true, width: true, height: true },
      users: { firstName: true, lastName: true },
    },
    overrideAccess: false,
    user: viewer ?? undefined,
  })
  return docs[0] ?? null
}
const cachedPost = cachedContent(CONTENT_TAGS.posts, 'posts:one', (locale: Locale, slug: string) =>
  readPost(locale, slug, null),
)

/** One post by slug: the published one from the cache, or the latest draft for an editor previewing it. */
export const postBySlug = (locale: Locale, slug: string, viewer: User | null) =>
  viewer ? readPost(locale, slug, viewer) : cachedPost(locale, slug)

/** The editor's picks, else the latest posts sharing a category, else the latest posts; three at most. */
export async function relatedPostsOf(post: Post, locale: Locale): Promise<PostCard[]> {
  const picked = (post.relatedPosts ?? []).filter((p): p is Post => typeof p === 'object')
  if (picked.length) return picked.slice(0, 3)
  const categoryIds = new Set((post.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c)))
  const others = (await listPosts(locale, null)).filter((p) => p.id !== post.id)
  const sameCategory = others.filter((p) =>
    (p.categories ?? []).some((c) => categoryIds.has(typeof c === 'object' ? c.id : c)),
  )
  return [...sameCategory, ...others.filter((p) => !sameCategory.includes(p))].slice(0, 3)
}

const readPostPaths = async (): Promise<{ slug: string; updatedAt: string }[]> => {
  const payload = await contentPayload()
  const { docs } = await payload.find({
    collection: 'posts',
    select: { slug: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map(({ slug, updatedAt }) => ({ slug, updatedAt }))
}
/** Slugs of every published post, for the sitemap. */
export const publishedPostPaths = cachedContent(CONTENT_TAGS.posts, 'posts:paths', readPostPaths)
