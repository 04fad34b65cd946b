import type { Metadata } from 'next'

import type { Locale } from '@/domain/locale'

export const SITE_NAME = 'CareerBridge'

/** The site's share image, drawn by src/app/og-image.png/route.tsx. */
export const SITE_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME }

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', de: 'de_DE' }

/** What every page shares on social sites; title and description are filled in from the page's own. */
export function siteOpenGraph(locale: Locale) {
  return { siteName: SITE_NAME, locale: OPEN_GRAPH_LOCALES[locale], type: 'website' as const, images: [SITE_IMAGE] }
}

type PublicPage = {
  title: Metadata['title']
  description: string
  /** Path of the canonical URL; metadataBase makes it absolute. */
  path: string
  locale: Locale
  image?: string | null
  type?: 'website' | 'profile'
}

/**
 * Title, description, canonical URL and Open Graph of a public page. A page's openGraph replaces the
 * layout's as a whole, so the site's fields are repeated here.
 */
export function publicPageMetadata({
  title,
  description,
  path,
  locale,
  image,
  type = 'website',
}: PublicPage): Metadata {
  const site = siteOpenGraph(locale)
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...site, type, url: path, description, images: image ? [image] : site.images },
  }
}
