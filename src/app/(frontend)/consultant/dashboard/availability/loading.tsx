import { getTranslations } from 'next-intl/server'

import styles from './page.module.css'

/** Shown while the availability and booked sessions load. */
export default async function AvailabilityLoading() {
  const t = await getTranslations('availabilityEditor')
  return (
    <section className={`container ${styles.page}`} aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    </section>
  )
}
