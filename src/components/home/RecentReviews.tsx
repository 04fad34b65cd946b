import { getTranslations } from 'next-intl/server'

import styles from './RecentReviews.module.css'
import { ReviewList } from '../reviews/ReviewList'
import type { Locale } from '@/domain/locale'
import type { PublicReview } from '@/server/sessions/publicReviews'

/** Good reviews from real completed sessions; the section appears once there are some. */
export async function RecentReviews({
  reviews,
  locale,
  timeZone,
}: {
  reviews: PublicReview[]
  locale: Locale
  timeZone: string
}) {
  if (reviews.length === 0) return null
  const t = await getTranslations('reviews')
  return (
    <section className={`container ${styles.reviews}`} aria-labelledby="home-reviews-title">
      <h2 id="home-reviews-title">{t('homeTitle')}</h2>
      <ReviewList reviews={reviews} locale={locale} timeZone={timeZone} showConsultant />
    </section>
  )
}
