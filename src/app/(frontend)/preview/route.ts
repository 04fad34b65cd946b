import config from '@payload-config'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import { isSitePath } from './sitePath'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale } from '@/domain/locale'

/**
 * GET /preview?path=/blogs/x&locale=de — the admin panel's preview link. Only a signed-in editor or admin
 * gets draft mode; the page then shows the latest draft in the language being edited.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path')
  if (!isSitePath(path)) return new Response('Bad preview path', { status: 400 })
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !hasRole(user, 'EDITOR', 'ADMIN'))
    return new Response('Sign in as an editor to preview drafts', { status: 403 })
  ;(await draftMode()).enable()
  const locale = url.searchParams.get('locale')
  if (isLocale(locale))
    (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' })
  redirect(path)
}
