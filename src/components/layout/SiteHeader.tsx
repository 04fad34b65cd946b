import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { LanguageSwitch } from './LanguageSwitch.client'
import { Logo } from './Logo'

export async function SiteHeader() {
  const [t, locale] = await Promise.all([getTranslations('header'), getLocale()])
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={t('logoLabel')}>
          <Logo />
        </Link>
        <nav aria-label={t('mainNavigation')} className="site-header__nav">
          <Link href="/">{t('home')}</Link>
          <Link href="/consultants">{t('consultants')}</Link>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch current={locale} />
          <Link href="/sign-in" className="button button--ghost">
            {t('login')}
          </Link>
          <Link href="/consultee-register" className="button button--primary">
            {t('signup')}
          </Link>
        </div>
      </div>
    </header>
  )
}
