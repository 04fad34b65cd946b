import Link from 'next/link'

import styles from './PillNav.module.css'

/** A pill: a link (the current page's marked), or, with `lockedHint`, a pill that cannot be opened yet. */
export type Pill = { key: string; label: string; href: string; current?: boolean; lockedHint?: string }

type Props = {
  label: string
  pills: Pill[]
  /** One line that scrolls sideways instead of wrapping. */
  scroll?: boolean
  /** Keep the scroll position when a pill is followed (tabs that filter the list below them). */
  keepScroll?: boolean
  className?: string
}

/** A row of pill links in a labelled navigation landmark: profile tabs, session tabs, blog categories. */
export function PillNav({ label, pills, scroll = false, keepScroll = false, className }: Props) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={scroll ? `${styles.list} ${styles.scroll}` : styles.list}>
        {pills.map((pill) => (
          <li key={pill.key}>
            {pill.lockedHint ? (
              <span className={`${styles.pill} ${styles.locked}`} aria-disabled="true" title={pill.lockedHint}>
                {pill.label}
              </span>
            ) : (
              <Link
                href={pill.href}
                className={styles.pill}
                aria-current={pill.current ? 'page' : undefined}
                scroll={keepScroll ? false : undefined}
              >
                {pill.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
