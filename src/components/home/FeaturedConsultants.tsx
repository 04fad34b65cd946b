import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ConsultantCard } from '../consultants/ConsultantCard'
import { ConsultantCarousel } from './ConsultantCarousel.client'
import styles from './FeaturedConsultants.module.css'
import type { CatalogueIndustry } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { User } from '@/payload-types'
import type { ConsultantCard as Card } from '@/server/search/consultantCards'

type Props = { cards: Card[]; industries: CatalogueIndustry[]; locale: Locale; viewer: User | null }

/** The best-rated approved consultants as a carousel, with the empty state when there are none. */
export async function FeaturedConsultants({ cards, industries, locale, viewer }: Props) {
  const t = await getTranslations('home')
  const industryLabels = new Map(industries.map((industry) => [industry.id, industry.label]))
  return (
    <section className={`container ${styles.featured}`} aria-labelledby="featured-title">
      <div className={styles.header}>
        <h2 id="featured-title">{t('featuredTitle')}</h2>
        <Link href="/consultants">{t('featuredAll')}</Link>
      </div>
      {cards.length === 0 ? (
        <p>{t('featuredEmpty')}</p>
      ) : (
        <ConsultantCarousel
          label={t('featuredTitle')}
          cards={cards.map((card) => (
            <ConsultantCard
              key={card.consultantShortId}
              card={card}
              locale={locale}
              industryLabel={card.industry ? industryLabels.get(card.industry) : undefined}
              viewerIsConsultant={viewer?.role === 'CONSULTANT'}
            />
          ))}
        />
      )}
    </section>
  )
}
