import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import { DraftNotice } from '@/components/content/DraftNotice'
import { EmptyState } from '@/components/content/EmptyState'
import { RichTextContent } from '@/components/content/RichTextContent'
import { resolveLocale } from '@/domain/locale'
import { pageBySlug } from '@/server/content/documents'
import { draftViewer } from '@/server/content/viewer'
import '../content.css'

const SLUG = 'about'

export async function generateMetadata(): Promise<Metadata> {
  const locale = resolveLocale(await getLocale(), null)
  const [t, page] = await Promise.all([getTranslations('content.about'), pageBySlug(locale, SLUG, null)])
  return publicPageMetadata({
    title: page?.meta?.title || page?.title || t('title'),
    description: page?.meta?.description || page?.intro || t('description'),
    path: '/about',
    locale,
  })
}

/** /about, written by editors as the page with the slug "about". */
export default async function AboutPage() {
  const locale = resolveLocale(await getLocale(), null)
  const viewer = await draftViewer()
  const [t, page] = await Promise.all([getTranslations('content.about'), pageBySlug(locale, SLUG, viewer)])
  return (
    <div className="container content-page">
      {viewer && <DraftNotice path="/about" />}
      <header className="content-page__header">
        <h1>{page?.title || t('title')}</h1>
        {page?.intro && <p className="content-page__intro">{page.intro}</p>}
      </header>
      {page ? <RichTextContent data={page.content} /> : <EmptyState />}
    </div>
  )
}
