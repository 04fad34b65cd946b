import config from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ReviewList } from '../reviews/ReviewList'
import type { Locale } from '@/domain/locale'
import { publicReviews } from '@/server/sessions/publicReviews'

const SHOWN = 3

/** Good reviews from real completed sessions; the section appears once there are some. */
export async function RecentReviews({ locale }: { locale: Locale }) {
  const reviews = await publicReviews(await getPayload({ config }), { minRating: 4, limit: SHOWN })
  if (reviews.length === 0) return null
  const t = await getTranslations('reviews')
  return (
    <section className="container home-reviews" aria-labelledby="home-reviews-title">
      <h2 id="home-reviews-title">{t('homeTitle')}</h2>
      <ReviewList reviews={reviews} locale={locale} showConsultant />
    </section>
  )
}
