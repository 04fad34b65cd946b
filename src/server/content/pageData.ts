import 'server-only'

import { legalTextInForce } from './documents'
import { helpCenter, type HelpCenter } from './help'
import { listPostCategories, listPosts, type PostCard } from './posts'
import { draftViewer } from './viewer'
import type { LegalTextKind } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import type { LegalText, PostCategory } from '@/payload-types'

/** An editor in draft mode sees the newest drafts, marked as such; everyone else the published texts. */
type Drafts = { drafts: boolean }

export type BlogIndexData = { categories: PostCategory[]; posts: PostCard[] }

/** The latest published posts, all of them or those of one category, and the categories to filter by. */
export async function blogIndexData(locale: Locale, category: string | null): Promise<BlogIndexData> {
  const [categories, posts] = await Promise.all([listPostCategories(locale), listPosts(locale, category)])
  return { categories, posts }
}

export type HelpCenterData = HelpCenter & Drafts

export async function helpCenterData(locale: Locale): Promise<HelpCenterData> {
  const viewer = await draftViewer()
  return { ...(await helpCenter(locale, viewer)), drafts: viewer !== null }
}

export type LegalPageData = { text: LegalText | null } & Drafts

/** The legal text of `kind` in force. */
export async function legalPageData(locale: Locale, kind: LegalTextKind): Promise<LegalPageData> {
  const viewer = await draftViewer()
  return { text: await legalTextInForce(locale, kind, viewer), drafts: viewer !== null }
}
