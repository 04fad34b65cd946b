import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { Providers } from '@/components/providers/Providers.client'
import { SiteHeader } from '@/components/layout/SiteHeader'
import './globals.css'
import './forms.css'
import './application.css'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta')
  return {
    title: { default: t('title'), template: '%s · CareerBridge' },
    description: t('description'),
    icons: { icon: '/favicon.svg' },
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
