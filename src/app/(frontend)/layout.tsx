import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SITE_NAME, siteOpenGraph } from '@/app/pageMetadata'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { Providers } from '@/components/providers/Providers.client'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { resolveLocale } from '@/domain/locale'
import { serverUrl } from '@/server/env'
import './globals.css'
import './forms.css'
import './application.css'
import './availability.css'

// Pages set their own title, description and canonical path; Open Graph and Twitter take those over.
export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('meta')])
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: t('title'), template: `%s · ${SITE_NAME}` },
    description: t('description'),
    applicationName: SITE_NAME,
    icons: { icon: '/favicon.svg' },
    openGraph: siteOpenGraph(resolveLocale(locale, null)),
    twitter: { card: 'summary_large_image' },
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('header')])
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <Providers>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            <SiteHeader />
            <main id="main" className="site-main">
              {children}
            </main>
            <SiteFooter />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
