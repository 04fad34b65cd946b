import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { NavLink } from '@/domain/navigation'

import styles from './AccountLinks.module.css'
import header from './header.module.css'
import { LogoutButton } from './LogoutButton.client'

type Props = { links: NavLink[]; onNavigate?: () => void }

/** Dashboard sections and user-menu entries; used inside the user menu and the mobile sheet. */
export function AccountLinks({ links, onNavigate }: Props) {
  const t = useTranslations('nav')
  const tHeader = useTranslations('header')
  const hintId = useId()
  const locked = links.some((link) => link.disabled)

  return (
    <>
      {locked && (
        <p id={hintId} className={styles.hint}>
          {tHeader('profileInactive')}
        </p>
      )}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            {link.key === 'logout' ? (
              <LogoutButton className={`${styles.item} ${styles.logout}`} onDone={onNavigate} />
            ) : link.disabled ? (
              <span
                role="link"
                aria-disabled="true"
                aria-describedby={hintId}
                title={tHeader('profileInactive')}
                className={`${styles.item} ${styles.disabled}`}
              >
                {t(link.key)}
              </span>
            ) : (
              <Link href={link.href} className={styles.item} onClick={onNavigate}>
                {t(link.key)}
                {link.count ? <span className={header.countBadge}>{link.count}</span> : null}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
