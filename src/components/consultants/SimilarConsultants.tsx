import { getTranslations } from 'next-intl/server'

import { ConsultantCard } from './ConsultantCard'
import consultants from './consultants.module.css'
import type { Locale } from '@/domain/locale'
import type { SimilarConsultant } from '@/server/consultants/profilePageData'

type Props = { similar: SimilarConsultant[]; locale: Locale; viewerIsConsultant: boolean }

/** A few other consultants in the same field, as the consultant list shows them. */
export async function SimilarConsultants({ similar, locale, viewerIsConsultant }: Props) {
  if (similar.length === 0) return null
  const t = await getTranslations('profile')
  return (
    <section aria-labelledby="similar-consultants">
      <h2 id="similar-consultants">{t('similarConsultants')}</h2>
      <ul className={consultants.grid}>
        {similar.map(({ card, industryLabel }) => (
          <li key={card.consultantShortId}>
            <ConsultantCard
              card={card}
              locale={locale}
              industryLabel={industryLabel ?? undefined}
              viewerIsConsultant={viewerIsConsultant}
              headingLevel={3}
              offerBooking={false}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
