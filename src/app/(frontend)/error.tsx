'use client'

import { useTranslations } from 'next-intl'

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error')
  return (
    <section className="container message-page" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  )
}
