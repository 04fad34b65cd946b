import { getTranslations } from 'next-intl/server'

/** Shown while a session dashboard loads; keeps the heading where the page will have it. */
export async function SessionsLoading() {
  const t = await getTranslations('sessions')
  return (
    <section className="container sessions-page" aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status" className="sessions-page__lead">
        {t('loading')}
      </p>
      <div className="sessions-skeleton" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </section>
  )
}
