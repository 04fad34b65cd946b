import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from './Hero.module.css'

const points = ['pointTrial', 'pointTime', 'pointPayment'] as const

export async function Hero() {
  const t = await getTranslations('home.hero')
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <Link href="/consultants" className="button button--primary button--large">
            {t('primaryCta')}
          </Link>
          <Link href="/become-mentor" className="button button--secondary button--large">
            {t('secondaryCta')}
          </Link>
        </div>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
