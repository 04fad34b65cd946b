import config from '@payload-config'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ConsultantCard } from '../consultants/ConsultantCard'
import { ConsultantCarousel } from './ConsultantCarousel.client'
import type { Locale } from '@/domain/locale'
import { consultantFiltersFrom } from '@/domain/search'
import type { User } from '@/payload-types'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { consultantListPage } from '@/server/search/consultantList'

const FEATURED = 9

/** The best-rated approved consultants as a carousel, with the empty state when there are none. */
export async function FeaturedConsultants({ locale, viewer }: { locale: Locale; viewer: User | null }) {
  const t = await getTranslations('home')
  const payload = await getPayload({ config })
  const filters = consultantFiltersFrom(new URLSearchParams({ limit: String(FEATURED) }))
  const [{ consultants: cards }, industries] = await Promise.all([
    consultantListPage(payload, filters),
    loadIndustries(payload, locale),
  ])
  const industryLabels = new Map(industries.map((industry) => [industry.id, industry.label]))
  return (
    <section className="container featured" aria-labelledby="featured-title">
      <div className="featured__header">
        <h2 id="featured-title">{t('featuredTitle')}</h2>
        <Link href="/consultants">{t('featuredAll')}</Link>
      </div>
      {cards.length === 0 ? (
        <p className="featured__empty">{t('featuredEmpty')}</p>
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
