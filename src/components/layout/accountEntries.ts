import type { Navigation, NavLink } from '@/domain/navigation'

/**
 * The entries of the user menu and of the account part of the mobile sheet: the dashboard links, then the
 * user-menu entries (ending with logout). A dashboard link that leads where a user-menu entry already leads
 * is left out, so an applicant sees 'Submit your application' once.
 */
export function accountEntries(nav: Pick<Navigation, 'dashboardLinks' | 'userMenu'>): NavLink[] {
  const menuTargets = new Set(nav.userMenu.map((link) => link.href))
  return [...nav.dashboardLinks.filter((link) => !menuTargets.has(link.href)), ...nav.userMenu]
}

/** The link the header shows as the way into the dashboard (Dashboard, Admin panel or the application). */
export function dashboardEntry(nav: Pick<Navigation, 'dashboardLinks' | 'dashboardHref'>): NavLink | null {
  if (!nav.dashboardHref) return null
  return (
    nav.dashboardLinks.find((link) => link.href === nav.dashboardHref) ?? { key: 'dashboard', href: nav.dashboardHref }
  )
}

/** Initials for the user-menu button, from the name or else the email address. */
export function initialsOf(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const fromName = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('')
  return (fromName || user.email.charAt(0)).toUpperCase()
}
