'use client'

import { useTranslations } from 'next-intl'
import { type FocusEvent, useCallback, useId, useRef, useState } from 'react'

import type { NavLink } from '@/domain/navigation'

import { AccountLinks } from './AccountLinks'
import styles from './UserMenu.module.css'
import { useDismiss } from './useDismiss'

/** Desktop user menu: a disclosure button with the dashboard sections, user-menu entries and logout. */
export function UserMenu({ links, initials }: { links: NavLink[]; initials: string }) {
  const t = useTranslations('nav')
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])

  useDismiss(open, close, rootRef, buttonRef)

  // Tabbing out of the menu closes it; a click elsewhere is handled by the pointerdown listener.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }

  return (
    <div ref={rootRef} className={styles.menu} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('userMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={t('userMenu')}>
          <AccountLinks links={links} onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </div>
  )
}
