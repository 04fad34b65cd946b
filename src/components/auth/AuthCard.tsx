import type { ReactNode } from 'react'

import styles from './AuthCard.module.css'

/** The centred card every account page uses. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1>{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </section>
  )
}
