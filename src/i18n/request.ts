import { cookies, headers } from 'next/headers'
import { getRequestConfig } from 'next-intl/server'

import { isLocale, LOCALE_COOKIE, resolveLocale } from '@/domain/locale'

/**
 * The prerendered content pages carry the locale in their internal path and set it per render
 * (setRequestLocale), which keeps them static. Everywhere else the URL has no locale: the cookie
 * decides, else the browser's Accept-Language.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : await localeOfRequest()
  return {
    locale,
    messages: (await import(`./messages/${locale}.json`)).default,
    timeZone: 'UTC',
  }
})

async function localeOfRequest() {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()])
  return resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get('accept-language'))
}
