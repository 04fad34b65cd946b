import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentRenewalGate } from '@/components/account/ConsentRenewalGate'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SiteShell, siteMetadata } from '@/components/layout/SiteShell'
import { resolveLocale } from '@/domain/locale'
import './globals.css'
import './forms.css'
import './application.css'
import './availability.css'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(resolveLocale(await getLocale(), null))
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale={resolveLocale(await getLocale(), null)} header={<SiteHeader />}>
      <ConsentRenewalGate>{children}</ConsentRenewalGate>
    </SiteShell>
  )
}
