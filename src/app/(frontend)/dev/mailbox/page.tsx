import config from '@payload-config'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import styles from './page.module.css'
import { formatDateTime } from '@/domain/time'

export const dynamic = 'force-dynamic'

/** Mail the app would have sent without SMTP_URL; exists only outside production. */
export default async function DevMailboxPage() {
  if (process.env.NODE_ENV === 'production') notFound()
  const payload = await getPayload({ config })
  const mails = await payload.find({ collection: 'dev-mails', sort: '-createdAt', limit: 50, pagination: false })
  return (
    <section className="container account-page">
      <h1>Dev mailbox</h1>
      <p>Messages are kept here because SMTP_URL is not set. This page does not exist in production.</p>
      {mails.docs.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <ul className={styles.mailbox}>
          {mails.docs.map((mail) => (
            <li key={mail.id} className={styles.item}>
              <p>
                <strong>{mail.subject}</strong> → {mail.to} · {formatDateTime(mail.createdAt, 'UTC', 'en')} UTC
              </p>
              <pre>{mail.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
