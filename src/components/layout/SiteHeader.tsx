import config from '@payload-config'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { categoriesDropdownFrom } from '@/domain/catalogue'
import { resolveLocale, type Locale } from '@/domain/locale'
import { navigationFor } from '@/domain/navigation'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { getCurrentUser } from '@/server/auth/currentUser'
import { headerInquiryCount } from '@/server/inquiries/headerCount'

import { initialsOf } from './accountEntries'
import { CategoriesMenu } from './CategoriesMenu.client'
import { AccountActions, GuestActions } from './HeaderActions'
import { LanguageSwitch } from './LanguageSwitch.client'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'

/** The categories dropdown; without the database (the static 404 page at build time) the header goes without it. */
async function headerCategories(locale: Locale) {
  try {
    return categoriesDropdownFrom(await loadIndustries(await getPayload({ config }), locale))
  } catch {
    return null
  }
}

export async function SiteHeader() {
  const [t, tNav, locale, user] = await Promise.all([
    getTranslations('header'),
    getTranslations('nav'),
    getLocale(),
    getCurrentUser(),
  ])
  // The sessions count stays 0 until sessions feed it; inquiries count conversations with unread messages.
  const nav = navigationFor({ user, counts: { sessions: 0, inquiries: await headerInquiryCount(user) } })
  const categories = nav.publicLinks.length > 0 ? await headerCategories(resolveLocale(locale, null)) : null

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={t('logoLabel')}>
          <Logo />
        </Link>
        {nav.publicLinks.length > 0 && (
          <nav aria-label={t('mainNavigation')} className="site-header__nav">
            {nav.publicLinks.map((link) => (
              <Link key={link.key} href={link.href}>
                {tNav(link.key)}
              </Link>
            ))}
            {categories && <CategoriesMenu industries={categories.industries} majors={categories.majors} />}
          </nav>
        )}
        <div className="site-header__actions">
          <div className="site-header__desktop">
            <LanguageSwitch current={locale} />
          </div>
          {user ? <AccountActions nav={nav} initials={initialsOf(user)} /> : <GuestActions />}
          <div className="site-header__mobile">
            <MobileMenu nav={nav} locale={locale} />
          </div>
        </div>
      </div>
    </header>
  )
}
