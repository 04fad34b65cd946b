import 'server-only'

import { cachedContent, contentPayload } from './cache'
import { CONTENT_TAGS } from './revalidate'
import type { Locale } from '@/domain/locale'
import type { HelpArticle, HelpCategory, User } from '@/payload-types'

export type HelpCenter = { categories: HelpCategory[]; articles: HelpArticle[] }

async function readHelpCenter(locale: Locale, viewer: User | null): Promise<HelpCenter> {
  const payload = await contentPayload()
  const [categories, articles] = await Promise.all([
    payload.find({ collection: 'help-categories', locale, sort: 'order', pagination: false, depth: 0 }),
    payload.find({
      collection: 'help-articles',
      locale,
      sort: 'order',
      pagination: false,
      depth: 0,
      draft: !!viewer,
      overrideAccess: false,
      user: viewer ?? undefined,
    }),
  ])
  return { categories: categories.docs, articles: articles.docs }
}
const cachedHelpCenter = cachedContent(CONTENT_TAGS.help, 'help:all', (locale: Locale) => readHelpCenter(locale, null))
export const helpCenter = (locale: Locale, viewer: User | null) =>
  viewer ? readHelpCenter(locale, viewer) : cachedHelpCenter(locale)
