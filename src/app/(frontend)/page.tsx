import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import { CallToAction } from '@/components/home/CallToAction'
import { FeaturedConsultants } from '@/components/home/FeaturedConsultants'
import { Hero } from '@/components/home/Hero'
import { HowItWorks } from '@/components/home/HowItWorks'
import { PromoBanner } from '@/components/home/PromoBanner.client'
import { RecentReviews } from '@/components/home/RecentReviews'
import { resolveLocale } from '@/domain/locale'
import { PROMO_COOKIE, promoMinutesLeft } from '@/domain/promo/banner'
import { getCurrentUser } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('meta')])
  return publicPageMetadata({
    title: { absolute: t('title') },
    description: t('description'),
    path: '/',
    locale: resolveLocale(locale, null),
  })
}

export default async function HomePage() {
  const [locale, viewer, cookieStore] = await Promise.all([getLocale(), getCurrentUser(), cookies()])
  const promoSeen = cookieStore.get(PROMO_COOKIE)?.value
  return (
    <>
      <PromoBanner serverMinutesLeft={promoMinutesLeft([promoSeen && decodeURIComponent(promoSeen)], new Date())} />
      <Hero />
      <FeaturedConsultants locale={resolveLocale(locale, null)} viewer={viewer} />
      <HowItWorks />
      <RecentReviews locale={resolveLocale(locale, null)} />
      <CallToAction />
    </>
  )
}
