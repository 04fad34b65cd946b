import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from './ReviewList.module.css'
import { Stars } from './Stars'
import type { Locale } from '@/domain/locale'
import { formatDate } from '@/domain/time'
import type { PublicReview } from '@/server/sessions/publicReviews'

type Props = { reviews: PublicReview[]; locale: Locale; timeZone: string; showConsultant?: boolean }

/** Reviews from completed sessions: stars, headline, text, who wrote it and when. */
export async function ReviewList({ reviews, locale, timeZone, showConsultant = false }: Props) {
  const t = await getTranslations('reviews')
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.rating}>
            <Stars rating={review.rating} />{' '}
            <span className="visually-hidden">{t('stars', { rating: review.rating })}</span>
          </p>
          <h3 className={styles.headline}>{review.headline}</h3>
          {review.body && <p className={styles.body}>{review.body}</p>}
          <p className={styles.meta}>
            {t('byline', {
              author: review.author || t('anonymous'),
              date: formatDate(review.createdAt, timeZone, locale),
            })}
            {showConsultant && review.consultant.consultantShortId && (
              <>
                {' · '}
                <Link href={`/consultants/${encodeURIComponent(review.consultant.consultantShortId)}`}>
                  {t('about', { name: `${review.consultant.firstName} ${review.consultant.lastName}` })}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}
