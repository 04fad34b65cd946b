import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentRenewalGate } from '@/components/account/ConsentRenewalGate'
import { HeaderView } from '@/components/layout/HeaderView'
import { SiteShell, siteMetadata } from '@/components/layout/SiteShell'
import { resolveLocale } from '@/domain/locale'
import { pendingConsentRenewals, siteHeaderData } from '@/server/layout/layoutData'
import './tokens.css'
import './globals.css'
import './forms.css'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(resolveLocale(await getLocale(), null))
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const requested = await getLocale()
  const locale = resolveLocale(requested, null)
  const [header, renewals] = await Promise.all([siteHeaderData(locale), pendingConsentRenewals(locale)])
  return (
    <SiteShell
      locale={locale}
      header={<HeaderView {...header} locale={requested} />}
      clientNamespaces={[
        'auth',
        'consentRenewal',
        'content',
        'error',
        'header',
        'languageSwitch',
        'nav',
        'referral',
        'toasts',
        'validation',
      ]}
    >
      <ConsentRenewalGate prompts={renewals}>{children}</ConsentRenewalGate>
    </SiteShell>
  )
}
