import 'server-only'

import { cachedContent, contentPayload } from './cache'
import { CONTENT_TAGS } from './revalidate'
import type { LegalTextKind } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import type { LegalText, Page, User } from '@/payload-types'

async function readPage(locale: Locale, slug: string, viewer: User | null): Promise<Page | null> {
  const payload = await contentPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: !!viewer,
    overrideAccess: false,
    user: viewer ?? undefined,
  })
  return docs[0] ?? null
}
const cachedPage = cachedContent(CONTENT_TAGS.pages, 'pages:one', (locale: Locale, slug: string) =>
  readPage(locale, slug, null),
)
export const pageBySlug = (locale: Locale, slug: string, viewer: User | null) =>
  viewer ? readPage(locale, slug, viewer) : cachedPage(locale, slug)

/** The version in force: the latest effective date that has begun (an editor previewing sees the newest draft). */
async function readLegalText(locale: Locale, kind: LegalTextKind, viewer: User | null): Promise<LegalText | null> {
  const payload = await contentPayload()
  const { docs } = await payload.find({
    collection: 'legal-texts',
    locale,
    where: viewer
      ? { kind: { equals: kind } }
      : { and: [{ kind: { equals: kind } }, { effectiveDate: { less_than_equal: new Date().toISOString() } }] },
    sort: viewer ? '-updatedAt' : '-effectiveDate',
    limit: 1,
    depth: 1,
    draft: !!viewer,
    overrideAccess: false,
    user: viewer ?? undefined,
  })
  return docs[0] ?? null
}
const cachedLegalText = cachedContent(CONTENT_TAGS.legal, 'legal:one', (locale: Locale, kind: LegalTextKind) =>
  readLegalText(locale, kind, null),
)
export const legalTextInForce = (locale: Locale, kind: LegalTextKind, viewer: User | null) =>
  viewer ? readLegalText(locale, kind, viewer) : cachedLegalText(locale, kind)
