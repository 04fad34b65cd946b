import config from '@payload-config'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ConversationList } from './ConversationList.client'
import { InquiriesQueryProvider } from './QueryProvider.client'
import { inquiriesPath } from './paths'
import { inquiryViewer } from './viewer'
import { sideOf, type ArchiveStatus, type InquiryRole } from '@/domain/inquiries'
import { DEFAULT_PAGE_SIZE } from '@/domain/paging'
import { listConversations } from '@/server/inquiries/listConversations'

const FILTERS: { status: ArchiveStatus; query: string }[] = [
  { status: 'ACTIVE', query: '' },
  { status: 'ARCHIVED', query: '?status=archived' },
]

/** The conversation list of a consultee or consultant, active or archived (`?status=archived`). */
export async function InquiriesPage({ role, status }: { role: InquiryRole; status: string | undefined }) {
  const archiveStatus: ArchiveStatus = status === 'archived' ? 'ARCHIVED' : 'ACTIVE'
  const base = inquiriesPath(role)
  const user = await inquiryViewer(role, `${base}${archiveStatus === 'ARCHIVED' ? '?status=archived' : ''}`)
  const t = await getTranslations('inquiries')
  const first = await listConversations(await getPayload({ config }), user.id, sideOf(role), {
    limit: DEFAULT_PAGE_SIZE,
    archiveStatus,
  }).catch(() => null)
  return (
    <section className="container inquiries">
      <h1>{t('title')}</h1>
      <p className="inquiries__lead">{t('lead')}</p>
      <nav className="inquiries__filter" aria-label={t('filterLabel')}>
        {FILTERS.map((filter) => (
          <Link
            key={filter.status}
            href={`${base}${filter.query}`}
            aria-current={filter.status === archiveStatus ? 'page' : undefined}
            className={filter.status === archiveStatus ? 'is-current' : undefined}
          >
            {filter.status === 'ACTIVE' ? t('active') : t('archived')}
          </Link>
        ))}
      </nav>
      <InquiriesQueryProvider>
        <ConversationList key={archiveStatus} viewerRole={role} archiveStatus={archiveStatus} first={first} />
      </InquiriesQueryProvider>
    </section>
  )
}
