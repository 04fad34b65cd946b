import Link from 'next/link'
import { useTranslations } from 'next-intl'

import type { NavLink } from '@/domain/navigation'

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
        className="button button--secondary site-header__dashboard site-header__dashboard--disabled"
      >
        {t(link.key)}
      </span>
    )
  }
  return (
    <Link href={link.href} className="button button--secondary site-header__dashboard">
      {t(link.key)}
      {badgeCount > 0 && (
        <span className="count-badge">
          <span aria-hidden="true">{badgeCount}</span>
          <span className="header-sr-only">{t('dashboardBadge', { count: badgeCount })}</span>
        </span>
      )}
    </Link>
  )
}
