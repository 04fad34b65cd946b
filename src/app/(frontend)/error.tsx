'use client'

import { useTranslations } from 'next-intl'

import { SITE_NAME } from '@/app/pageMetadata'

// A client error boundary cannot export metadata; React places these elements in the document head.
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error')
  return (
    <section className="container message-page" role="alert">
      <title>{`${t('title')} · ${SITE_NAME}`}</title>
      <meta name="description" content={t('text')} />
      <meta name="robots" content="noindex" />
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  )
}
