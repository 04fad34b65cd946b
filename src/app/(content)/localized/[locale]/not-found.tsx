'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

/**
 * The 404 of a content page (an unknown or unpublished post). Its texts come from the layout's messages:
 * this boundary gets no params, and reading the request for the language would make the page dynamic.
 * The page's own metadata names the 404.
 */
export default function ContentNotFound() {
  const t = useTranslations('notFound')
  return (
    <section className="container message-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button button--primary">
        {t('home')}
      </Link>
    </section>
  )
}
