import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { CategoriesMenu } from './CategoriesMenu.client'
import header from './header.module.css'
import { AccountActions, GuestActions } from './HeaderActions'
import { LanguageSwitch } from './LanguageSwitch.client'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'
import type { Navigation } from '@/domain/navigation'

type Option = { id: string; label: string }
export type HeaderCategories = { industries: Option[]; majors: Option[] } | null

export type HeaderViewer = { nav: Navigation; initials: string | null }

type Props = HeaderViewer & { locale: string; categories: HeaderCategories }

/**
 * The site header for a visitor or a signed-in user. Rendered on the server for request-time pages and in
 * the browser for the prerendered content pages, which learn who is looking only after they load.
 */
export function HeaderView({ nav, initials, locale, categories }: Props) {
  const t = useTranslations('header')
  const tNav = useTranslations('nav')
  return (
    <header className={header.header}>
      <div className={`container ${header.inner}`}>
        <Link href="/" className={header.logoLink} aria-label={t('logoLabel')}>
          <Logo compact />
        </Link>
        {nav.publicLinks.length > 0 && (
          <nav aria-label={t('mainNavigation')} className={header.nav}>
            {nav.publicLinks.map((link) => (
              <Link key={link.key} href={link.href}>
                {tNav(link.key)}
              </Link>
            ))}
            {categories && <CategoriesMenu industries={categories.industries} majors={categories.majors} />}
          </nav>
        )}
        <div className={header.actions}>
          <div className={header.desktop}>
            <LanguageSwitch current={locale} />
          </div>
          {initials !== null ? <AccountActions nav={nav} initials={initials} /> : <GuestActions />}
          <div className={header.mobile}>
            <MobileMenu nav={nav} locale={locale} />
          </div>
        </div>
      </div>
    </header>
  )
}
