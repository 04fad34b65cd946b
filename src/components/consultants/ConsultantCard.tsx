import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from './ConsultantCard.module.css'

import { STARS, ratingDisplay, yearsOfExperienceKind } from '@/domain/catalogue'
import { initialsOf } from '@/domain/profilePage'
import type { Locale } from '@/domain/locale'
import type { ConsultantCard as Card } from '@/server/search/consultantCards'

type Props = {
  card: Card
  locale: Locale
  industryLabel?: string
  viewerIsConsultant: boolean
  /** 3 where the cards sit under a section's heading. */
  headingLevel?: 2 | 3
  /** False where Book Now would be mistaken for the page's own (on another consultant's profile). */
  offerBooking?: boolean
}

/** One consultant in a list: who, what they know, the latest job and degree, rating, price per 30 minutes. */
export async function ConsultantCard(props: Props) {
  const { card, locale, industryLabel, viewerIsConsultant, headingLevel = 2, offerBooking = true } = props
  const t = await getTranslations('consultants')
  const Name = headingLevel === 3 ? 'h3' : 'h2'
  const profilePath = `/consultants/${encodeURIComponent(card.consultantShortId)}`
  const price = card.pricing.pricing30Min
  const job = card.experiences[0]
  const degree = card.education[0]
  const years = card.yearsOfExperience
  const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
  const yearsText = (value: string) => {
    const years = yearsOfExperienceKind(value)
    if (years.kind === 'lessThanOne') return t('yearsLessThanOne')
    if (years.kind === 'fifteenPlus') return t('yearsFifteenPlus')
    return t('years', { count: years.count })
  }
  return (
    <article className={styles.card} data-testid="consultant-card">
      <header className={styles.header}>
        {card.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own small square JPEG
          <img src={card.imageUrl} alt="" width={64} height={64} className={styles.picture} loading="lazy" />
        ) : (
          <span className={`${styles.picture} ${styles.pictureEmpty}`} aria-hidden="true">
            {initialsOf(card.firstName, card.lastName)}
          </span>
        )}
        <div>
          <Name className={styles.name} data-testid="consultant-name">
            <Link href={profilePath}>
              {card.firstName} {card.lastName}
            </Link>
            {card.verified && <span className="badge badge--verified">{t('verified')}</span>}
          </Name>
          {industryLabel && <p className={styles.line}>{industryLabel}</p>}
        </div>
      </header>
      <p className={styles.rating}>
        {card.averageRating !== null ? (
          <>
            <span aria-hidden="true">
              {'★'.repeat(ratingDisplay(card.averageRating).filledStars)}
              {'☆'.repeat(STARS - ratingDisplay(card.averageRating).filledStars)}
            </span>{' '}
            {t('rating', { rating: ratingDisplay(card.averageRating).value, count: card.reviewCount })}
          </>
        ) : (
          t('noRating')
        )}
      </p>
      {years && <p>{yearsText(years)}</p>}
      {job && (
        <p className={styles.line}>
          {job.title} · {job.organization}
        </p>
      )}
      {degree && (
        <p className={styles.line}>
          {degree.fieldOfStudy} · {degree.university}
        </p>
      )}
      <ul className={`chips ${styles.skills}`} aria-label={t('skills')}>
        {card.skills.slice(0, 4).map((skill) => (
          <li key={skill} className="chip">
            {skill}
          </li>
        ))}
      </ul>
      <footer className={styles.footer}>
        <p className={styles.price} data-testid="consultant-price">
          {price === null ? '' : price === 0 ? t('free') : t('pricePer30', { price: euro.format(price) })}
        </p>
        {viewerIsConsultant || !offerBooking ? (
          <Link href={profilePath} className="button button--secondary">
            {t('viewProfile')}
          </Link>
        ) : (
          <Link
            href={`/consultant/${encodeURIComponent(card.consultantShortId)}/book-session`}
            className="button button--primary"
          >
            {t('bookNow')}
          </Link>
        )}
      </footer>
    </article>
  )
}
