import config from '@payload-config'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { publicPageMetadata } from '@/app/pageMetadata'
import { CallToAction } from '@/components/home/CallToAction'
import { FeaturedConsultants } from '@/components/home/FeaturedConsultants'
import { Hero } from '@/components/home/Hero'
import { HowItWorks } from '@/components/home/HowItWorks'
import { PromoBanner } from '@/components/home/PromoBanner.client'
import { RecentReviews } from '@/components/home/RecentReviews'
import { resolveLocale } from '@/domain/locale'
import { PROMO_COOKIE, promoMinutesLeft } from '@/domain/promo/banner'
import { usableTimeZone } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { homePageData } from '@/server/home/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

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
  const [requested, viewer, cookieStore, payload] = await Promise.all([
    getLocale(),
    getCurrentUser(),
    cookies(),
    getPayload({ config }),
  ])
  const locale = resolveLocale(requested, null)
  const { featured, industries, reviews } = await homePageData(payload, locale)
  const promoSeen = cookieStore.get(PROMO_COOKIE)?.value
  const now = new Date()
  return (
    <ClientMessages namespaces={['home', 'promo']}>
      <>
        <PromoBanner serverMinutesLeft={promoMinutesLeft([promoSeen && decodeURIComponent(promoSeen)], now)} />
        <Hero />
        <FeaturedConsultants cards={featured} industries={industries} locale={locale} viewer={viewer} />
        <HowItWorks />
        <RecentReviews reviews={reviews} locale={locale} timeZone={usableTimeZone(viewer?.timezone, now)} />
        <CallToAction />
      </>
    </ClientMessages>
  )
}
