import { useTranslations } from 'next-intl'

import { AuthDialogLink } from '@/components/auth/AuthDialogLink.client'
import type { Navigation } from '@/domain/navigation'

import { accountEntries, dashboardEntry } from './accountEntries'
import { DashboardLink } from './DashboardLink'
import header from './header.module.css'
import { UserMenu } from './UserMenu.client'

/** Logged out: Log in (kept in the mobile top bar) and Sign up (desktop only; the sheet has it too). */
export function GuestActions() {
  const t = useTranslations('header')
  return (
    <>
      <AuthDialogLink mode="login" href="/sign-in" className="button button--ghost">
        {t('login')}
      </AuthDialogLink>
      <AuthDialogLink mode="signup" href="/consultee-register" className={`button button--primary ${header.desktop}`}>
        {t('signup')}
      </AuthDialogLink>
    </>
  )
}

/**
 * Logged in: the dashboard link with its badge and the user menu, which starts with Refer a friend (ACTIVE
 * only): beside them in the header it would take a second row in German.
 */
export function AccountActions({ nav, initials }: { nav: Navigation; initials: string }) {
  const dashboard = dashboardEntry(nav)
  const referral = nav.showReferralLink && nav.mobileExtra?.key === 'referFriend' ? nav.mobileExtra : null
  const entries = accountEntries(nav)
  return (
    <>
      {dashboard && <DashboardLink link={dashboard} badgeCount={nav.badgeCount} />}
      <div className={header.desktop}>
        <UserMenu links={referral ? [referral, ...entries] : entries} initials={initials} />
      </div>
    </>
  )
}
