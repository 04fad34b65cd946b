import Link from 'next/link'
import { useTranslations } from 'next-intl'

import type { NavLink } from '@/domain/navigation'

import header from './header.module.css'

/** The header's way into the dashboard, with a badge counting open sessions and inquiries (hidden at 0). */
export function DashboardLink({ link, badgeCount }: { link: NavLink; badgeCount: number }) {
  const t = useTranslations('nav')
  const tHeader = useTranslations('header')
  if (link.disabled) {
    return (
      <span
        role="link"
        aria-disabled="true"
        title={tHeader('profileInactive')}
        className={`button button--secondary ${header.dashboard} ${header.dashboardDisabled}`}
      >
        {t(link.key)}
      </span>
    )
  }
  return (
    <Link href={link.href} className={`button button--secondary ${header.dashboard}`}>
      {t(link.key)}
      {badgeCount > 0 && (
        <span className={header.countBadge} data-testid="dashboard-badge">
          <span aria-hidden="true">{badgeCount}</span>
          <span className="visually-hidden">{t('dashboardBadge', { count: badgeCount })}</span>
        </span>
      )}
    </Link>
  )
}
