import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from './SiteFooter'
import styles from './SiteShell.module.css'
import { SITE_NAME, siteOpenGraph } from '@/app/pageMetadata'
import { Providers } from '@/components/providers/Providers.client'
import type { Locale } from '@/domain/locale'
import { serverUrl } from '@/server/env'

// Pages set their own title, description and canonical path; Open Graph and Twitter take those over.
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: t('title'), template: `%s · ${SITE_NAME}` },
    description: t('description'),
    applicationName: SITE_NAME,
    icons: { icon: '/favicon.svg' },
    openGraph: siteOpenGraph(locale),
    twitter: { card: 'summary_large_image' },
  }
}

/** The document every public page shares: skip link, header, main and footer, in the page's language. */
export async function SiteShell({
  locale,
  header,
  children,
}: {
  locale: Locale
  header: ReactNode
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'header' })
  return (
    <html lang={locale}>
      <body>
        {/* React moves it into the head. No frame is painted before main has been parsed whole: a half-arrived
            header or card row would otherwise be shown and then move (Chromium; other browsers ignore it). */}
        <link rel="expect" href="#main" blocking="render" />
        <NextIntlClientProvider>
          <Providers>
            <a className={styles.skipLink} href="#main">
              {t('skipToContent')}
            </a>
            {header}
            <main id="main" className={styles.main}>
              {children}
            </main>
            <SiteFooter />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
