import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { contentLocale, type LocaleParams } from '../locale'
import { publicPageMetadata } from '@/app/pageMetadata'
import { DraftNotice } from '@/components/content/DraftNotice'
import shared from '@/components/content/content.module.css'
import { EmptyState } from '@/components/content/EmptyState'
import { RichTextContent } from '@/components/content/RichTextContent'
import { pageBySlug } from '@/server/content/documents'
import { draftViewer } from '@/server/content/viewer'

const SLUG = 'about'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await contentLocale(params)
  const [t, page] = await Promise.all([getTranslations('content.about'), pageBySlug(locale, SLUG, null)])
  return publicPageMetadata({
    title: page?.meta?.title || page?.title || t('title'),
    description: page?.meta?.description || page?.intro || t('description'),
    path: '/about',
    locale,
  })
}

/** /about, written by editors as the page with the slug "about". */
export default async function AboutPage({ params }: LocaleParams) {
  const [locale, viewer] = await Promise.all([contentLocale(params), draftViewer()])
  const [t, page] = await Promise.all([getTranslations('content.about'), pageBySlug(locale, SLUG, viewer)])
  return (
    <div className={`container ${shared.page}`}>
      {viewer && <DraftNotice path="/about" />}
      <header className={shared.header}>
        <h1>{page?.title || t('title')}</h1>
        {page?.intro && <p className={shared.intro}>{page.intro}</p>}
      </header>
      {page ? <RichTextContent data={page.content} /> : <EmptyState />}
    </div>
  )
}
