import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ConversationList } from './ConversationList.client'
import styles from './InquiriesPage.module.css'
import shared from './inquiries.module.css'
import { InquiriesQueryProvider } from './QueryProvider.client'
import { inquiriesPath } from './paths'
import type { ArchiveStatus, InquiryRole } from '@/domain/inquiries'
import type { InquiriesPageData } from '@/server/inquiries/pageData'

const FILTERS: { status: ArchiveStatus; query: string }[] = [
  { status: 'ACTIVE', query: '' },
  { status: 'ARCHIVED', query: '?status=archived' },
]

/** The conversation list of a consultee or consultant, active or archived (`?status=archived`). */
export async function InquiriesPage({
  role,
  archiveStatus,
  timeZone,
  first,
}: InquiriesPageData & { role: InquiryRole }) {
  const base = inquiriesPath(role)
  const t = await getTranslations('inquiries')
  return (
    <section className={`container ${shared.inquiries}`}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>
        {t('lead')} {t('timesShownIn', { zone: timeZone })}
      </p>
      <nav className={styles.filter} aria-label={t('filterLabel')}>
        {FILTERS.map((filter) => (
          <Link
            key={filter.status}
            href={`${base}${filter.query}`}
            aria-current={filter.status === archiveStatus ? 'page' : undefined}
            className={filter.status === archiveStatus ? styles.current : undefined}
          >
            {filter.status === 'ACTIVE' ? t('active') : t('archived')}
          </Link>
        ))}
      </nav>
      <InquiriesQueryProvider>
        <ConversationList
          key={archiveStatus}
          viewerRole={role}
          archiveStatus={archiveStatus}
          timeZone={timeZone}
          first={first}
        />
      </InquiriesQueryProvider>
    </section>
  )
}
