import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

export async function CallToAction() {
  const t = await getTranslations('home.cta')
  return (
    <section className="cta">
      <div className="container cta__inner">
        <div>
          <h2 className="section-title">{t('title')}</h2>
          <p>{t('text')}</p>
        </div>
        <Link href="/consultants" className="button button--primary button--large">
          {t('button')}
        </Link>
      </div>
    </section>
  )
}
