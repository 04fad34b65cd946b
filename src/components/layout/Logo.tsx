import styles from './Logo.module.css'

/** The mark and name; `compact` (the header's) shrinks on phones and keeps the mark only on narrow ones. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill="currentColor" />
        <path d="M6 18c3-6 13-6 16 0" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <circle cx="9" cy="11" r="2" fill="#fff" />
        <circle cx="19" cy="11" r="2" fill="#fff" />
      </svg>
      <span className={styles.text}>CareerBridge</span>
    </span>
  )
}
