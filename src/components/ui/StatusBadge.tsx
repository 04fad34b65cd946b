import type { ReactNode } from 'react'

import styles from './StatusBadge.module.css'

/** Waiting for someone, done well, closed, or a problem; neutral when none of those. */
export type BadgeTone = 'neutral' | 'waiting' | 'good' | 'closed' | 'problem'

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={tone === 'neutral' ? styles.badge : `${styles.badge} ${styles[tone]}`}>{children}</span>
}
