import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import { CallToAction } from '@/components/home/CallToAction'
import { FeaturedConsultants } from '@/components/home/FeaturedConsultants'
import { Hero } from '@/components/home/Hero'
import { HowItWorks } from '@/components/home/HowItWorks'
import { PromoBanner } from '@/components/home/PromoBanner.client'
import { RecentReviews } from '@/components/home/RecentReviews'
import { resolveLocale } from '@/domain/locale'
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
  const [locale, viewer] = await Promise.all([getLocale(), getCurrentUser()])
  return (
    <>
      <PromoBanner />
      <Hero />
      <FeaturedConsultants locale={resolveLocale(locale, null)} viewer={viewer} />
      <HowItWorks />
      <RecentReviews locale={resolveLocale(locale, null)} />
      <CallToAction />
    </>
  )
}
