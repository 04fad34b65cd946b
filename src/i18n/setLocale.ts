'use server'

import { cookies } from 'next/headers'

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/domain/locale'

export async function setLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) throw new Error('Unsupported locale')
  const store = await cookies()
  store.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && (process.env.SERVER_URL ?? '').startsWith('https:'),
  })
}
