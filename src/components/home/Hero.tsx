import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

const points = ['pointTrial', 'pointTime', 'pointPayment'] as const

export async function Hero() {
  const t = await getTranslations('home.hero')
  return (
    <section className="hero">
      <div className="container hero__inner">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="hero__title">{t('title')}</h1>
        <p className="hero__lead">{t('lead')}</p>
        <div className="hero__actions">
          <Link href="/consultants" className="button button--primary button--large">
            {t('primaryCta')}
          </Link>
          <Link href="/become-mentor" className="button button--secondary button--large">
            {t('secondaryCta')}
          </Link>
        </div>
        <ul className="hero__points">
          {points.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
