import { LOCALES, type Locale } from '../locale'

/**
 * The content pages keep their public URLs (/blogs/x, /about…) while the language comes from the visitor's
 * cookie. The proxy rewrites them to an internal tree with the locale as a path segment, so each page can be
 * prerendered once per language and served as static HTML.
 */
export const CONTENT_ROUTE_PREFIX = '/localized'

const LEGAL_PATHS = ['/terms-of-use', '/privacy-policy', '/consultant-policy', '/terms'] as const
const STATIC_PATHS = new Set<string>(['/blogs', '/help-center', '/about', ...LEGAL_PATHS])
const POST_PATH = /^\/blogs\/([a-z0-9-]+)$/
const CATEGORY = /^[a-z0-9-]{1,80}$/

const single = (params: URLSearchParams, name: string) => {
  const values = params.getAll(name)
  return values.length === 1 ? values[0]! : null
}

/**
 * Where a public content URL is served from for `locale`, or null when it is not a content page. A blog
 * category filter and a help-center search keep their query in the public URL: the category has a static
 * page of its own, a search is answered per request.
 */
export function internalContentPath(pathname: string, search: URLSearchParams, locale: Locale): string | null {
  const base = `${CONTENT_ROUTE_PREFIX}/${locale}`
  if (pathname === '/blogs') {
    const category = single(search, 'category')
    return category !== null && CATEGORY.test(category) ? `${base}/blogs/category/${category}` : `${base}/blogs`
  }
  if (pathname === '/help-center') {
    const query = single(search, 'q')?.trim()
    return query ? `${base}/help-center/search` : `${base}/help-center`
  }
  if (STATIC_PATHS.has(pathname) || POST_PATH.test(pathname)) return `${base}${pathname}`
  return null
}

/** The internal page paths, one per language, that show the public page `path` (to revalidate them). */
export function internalPathsOf(path: string): string[] {
  const [pathname = '', query = ''] = path.split('#')[0]!.split('?')
  return LOCALES.flatMap((locale) => internalContentPath(pathname, new URLSearchParams(query), locale) ?? [])
}

/** Asked for directly, the internal tree does not exist: its pages only have their public URLs. */
export const isInternalContentPath = (pathname: string) =>
  pathname === CONTENT_ROUTE_PREFIX || pathname.startsWith(`${CONTENT_ROUTE_PREFIX}/`)
