'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'

import type { Navigation } from '@/domain/navigation'

import { AccountLinks } from './AccountLinks'
import { accountEntries } from './accountEntries'
import { trapTab } from './focusTrap'
import { LanguageSwitch } from './LanguageSwitch.client'
import styles from './MobileMenu.module.css'
import links from './AccountLinks.module.css'

const DESKTOP = '(min-width: 821px)'

/** Below 820 px: a menu button opening a modal side sheet with every link of the header. */
export function MobileMenu({ nav, locale }: { nav: Navigation; locale: string }) {
  const t = useTranslations('nav')
  const tHeader = useTranslations('header')
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialogId = useId()
  const titleId = useId()
  const signedIn = nav.dashboardHref !== null
  const account = accountEntries(nav)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!open) {
      if (dialog.open) dialog.close()
      return
    }
    if (!dialog.open) dialog.showModal()
    closeRef.current?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const desktop = window.matchMedia(DESKTOP)
    const onResize = () => desktop.matches && setOpen(false)
    desktop.addEventListener('change', onResize)
    return () => {
      document.body.style.overflow = previousOverflow
      desktop.removeEventListener('change', onResize)
    }
  }, [open])

  const close = () => setOpen(false)
  // Fires however the sheet closed (Escape, close button, a link): hand focus back to the menu button.
  const onClosed = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  // The sheet fills the dialog box, so a click on the dialog element itself is a click on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
          <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.sheet}
        aria-modal="true"
        aria-labelledby={titleId}
        onClose={onClosed}
        onKeyDown={trapTab}
        onClick={onDialogClick}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {tHeader('menu')}
            </h2>
            <button ref={closeRef} type="button" className={styles.close} aria-label={t('closeMenu')} onClick={close}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {nav.publicLinks.length > 0 && (
            <nav aria-label={tHeader('mainNavigation')} className={styles.section}>
              <ul className={links.links}>
                {nav.publicLinks.map((link) => (
                  <li key={link.key}>
                    <Link href={link.href} className={links.item} onClick={close}>
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {signedIn && (
            <nav aria-label={tHeader('accountNavigation')} className={styles.section}>
              <AccountLinks links={account} onNavigate={close} />
            </nav>
          )}
          <div className={styles.actions}>
            {!signedIn && (
              <>
                <Link href="/sign-in" className="button button--secondary" onClick={close}>
                  {tHeader('login')}
                </Link>
                <Link href="/consultee-register" className="button button--primary" onClick={close}>
                  {tHeader('signup')}
                </Link>
              </>
            )}
            {nav.mobileExtra && (
              <Link href={nav.mobileExtra.href} className={styles.extra} onClick={close}>
                {t(nav.mobileExtra.key)}
              </Link>
            )}
            <LanguageSwitch current={locale} />
          </div>
        </div>
      </dialog>
    </>
  )
}
