import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from './SiteFooter'
import styles from './SiteShell.module.css'
import { SITE_NAME, siteOpenGraph } from '@/app/pageMetadata'
import { Providers } from '@/components/providers/Providers.client'
import type { Locale } from '@/domain/locale'
import { ClientMessages, type MessageNamespace } from '@/i18n/ClientMessages'
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

/**
 * The document every public page shares: skip link, header, main and footer, in the page's language.
 * `clientNamespaces`: the messages the layout's own client components read (header, dialogs, error and
 * not-found pages); a page gives its client components theirs with ClientMessages.
 */
export async function SiteShell({
  locale,
  header,
  clientNamespaces,
  children,
}: {
  locale: Locale
  header: ReactNode
  clientNamespaces: readonly MessageNamespace[]
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'header' })
  return (
    <html lang={locale}>
      <body>
        {/* React moves it into the head. No frame is painted before main has been parsed whole: a half-arrived
            header or card row would otherwise be shown and then move (Chromium; other browsers ignore it). */}
        <link rel="expect" href="#main" blocking="render" />
        <ClientMessages namespaces={clientNamespaces}>
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
        </ClientMessages>
      </body>
    </html>
  )
}
