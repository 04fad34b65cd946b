import { getTranslations } from 'next-intl/server'

import { ReviewList } from './ReviewList'
import { Stars } from './Stars'
import { ratingDisplay } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { PublicReview } from '@/server/sessions/publicReviews'

type Props = {
  averageRating: number | null
  reviewCount: number
  reviews: PublicReview[]
  locale: Locale
  timeZone: string
}

/** The rating summary and the latest reviews on a consultant's profile. */
export async function ProfileReviews({ averageRating, reviewCount, reviews, locale, timeZone }: Props) {
  const t = await getTranslations('reviews')
  return (
    <section aria-labelledby="reviews" className="profile-reviews">
      <h2 id="reviews">{t('title')}</h2>
      {averageRating === null || reviewCount === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <p className="profile-reviews__summary">
            <Stars rating={averageRating} />{' '}
            {t('summary', { rating: ratingDisplay(averageRating).value, count: reviewCount })}
          </p>
          <ReviewList reviews={reviews} locale={locale} timeZone={timeZone} />
        </>
      )}
    </section>
  )
}
