'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'

import styles from './PromoBanner.module.css'
import {
  PROMO_COOKIE,
  PROMO_COOKIE_MAX_AGE_S,
  promoCountdown,
  promoFirstSeen,
  promoMinutesLeft,
} from '@/domain/promo/banner'

const readCookie = () => document.cookie.match(new RegExp(`(?:^|;\\s*)${PROMO_COOKIE}=([^;]+)`))?.[1]
const storedTimes = () => [window.localStorage.getItem(PROMO_COOKIE), decodeURIComponent(readCookie() ?? '')]

// The countdown is read from the clock once a minute. The server renders the banner from the cookie, so
// that it takes its place from the first paint instead of pushing the page down after hydration.
const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000)
  return () => clearInterval(timer)
}
const remainingMinutes = () => promoMinutesLeft(storedTimes(), new Date())

/** The promo banner: 72 hours from first seen, the time kept in local storage and a 4-day cookie. */
export function PromoBanner({ serverMinutesLeft }: { serverMinutesLeft: number }) {
  const t = useTranslations('promo')
  const minutesLeft = useSyncExternalStore(everyMinute, remainingMinutes, () => serverMinutesLeft)

  useEffect(() => {
    const seen = promoFirstSeen(storedTimes(), new Date()).toISOString()
    window.localStorage.setItem(PROMO_COOKIE, seen)
    document.cookie = `${PROMO_COOKIE}=${encodeURIComponent(seen)}; Max-Age=${PROMO_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
  }, [])

  if (minutesLeft <= 0) return null
  const { hours, minutes } = promoCountdown(minutesLeft * 60_000)
  return (
    <aside className={styles.banner} aria-label={t('label')} data-testid="promo-banner">
      <p>
        <strong>{t('title')}</strong> {t('text')} <span className={styles.time}>{t('endsIn', { hours, minutes })}</span>
      </p>
      <Link href="/consultants" className="button button--secondary">
        {t('cta')}
      </Link>
    </aside>
  )
}
