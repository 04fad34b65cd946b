import { getTranslations } from 'next-intl/server'
import shared from './sessions.module.css'
import styles from './SessionsLoading.module.css'

/** Shown while a session dashboard loads; keeps the heading where the page will have it. */
export async function SessionsLoading() {
  const t = await getTranslations('sessions')
  return (
    <section className={`container ${shared.page}`} aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status" className={shared.lead}>
        {t('loading')}
      </p>
      <div className={styles.skeleton} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </section>
  )
}
