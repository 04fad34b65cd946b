import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from './CallToAction.module.css'
import home from './home.module.css'

export async function CallToAction() {
  const t = await getTranslations('home.cta')
  return (
    <section className={styles.cta}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 className={home.sectionTitle}>{t('title')}</h2>
          <p>{t('text')}</p>
        </div>
        <Link href="/consultants" className="button button--primary button--large">
          {t('button')}
        </Link>
      </div>
    </section>
  )
}
