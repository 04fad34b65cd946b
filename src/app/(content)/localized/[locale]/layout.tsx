import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { contentLocale, type LocaleParams } from './locale'
import { StaticSiteHeader } from '@/components/layout/StaticSiteHeader'
import { SiteShell, siteMetadata } from '@/components/layout/SiteShell'
import { headerCategories } from '@/server/layout/layoutData'
import '../../../(frontend)/tokens.css'
import '../../../(frontend)/globals.css'
import '../../../(frontend)/forms.css'

export { generateNoPaths as generateStaticParams } from './locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return siteMetadata(await contentLocale(params))
}

/**
 * The prerendered content pages (blog, help center, about, legal texts). The proxy serves them under their
 * public URLs; nothing here reads the request, so each page is static HTML per language.
 */
export default async function ContentLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await contentLocale(params)
  const categories = await headerCategories(locale)
  return (
    <SiteShell
      locale={locale}
      header={<StaticSiteHeader locale={locale} categories={categories} />}
      clientNamespaces={[
        'auth',
        'error',
        'header',
        'languageSwitch',
        'nav',
        'notFound',
        'referral',
        'toasts',
        'validation',
      ]}
    >
      {children}
    </SiteShell>
  )
}
