import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { Stars } from './Stars'
import type { Locale } from '@/domain/locale'
import { formatDate } from '@/domain/time'
import type { PublicReview } from '@/server/sessions/publicReviews'

type Props = { reviews: PublicReview[]; locale: Locale; timeZone: string; showConsultant?: boolean }

/** Reviews from completed sessions: stars, headline, text, who wrote it and when. */
export async function ReviewList({ reviews, locale, timeZone, showConsultant = false }: Props) {
  const t = await getTranslations('reviews')
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <p className="review__rating">
            <Stars rating={review.rating} />{' '}
            <span className="header-sr-only">{t('stars', { rating: review.rating })}</span>
          </p>
          <h3 className="review__headline">{review.headline}</h3>
          {review.body && <p className="review__body">{review.body}</p>}
          <p className="review__meta">
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
