import { getTranslations } from 'next-intl/server'

/** Shown while the availability and booked sessions load. */
export default async function AvailabilityLoading() {
  const t = await getTranslations('availabilityEditor')
  return (
    <section className="container availability-page" aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status" className="availability-page__loading">
        {t('loading')}
      </p>
    </section>
  )
}
