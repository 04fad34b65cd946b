import { InquiriesQueryProvider } from './QueryProvider.client'
import shared from './inquiries.module.css'
import { Thread } from './Thread.client'
import type { InquiryRole } from '@/domain/inquiries'
import type { ThreadPageData } from '@/server/inquiries/pageData'

/** One conversation, as one of its two participants sees it. */
export function ThreadPage({ role, viewerId, timeZone, thread }: ThreadPageData & { role: InquiryRole }) {
  return (
    <section className={`container ${shared.inquiries}`}>
      <InquiriesQueryProvider>
        <Thread first={thread} viewerRole={role} viewerId={viewerId} timeZone={timeZone} />
      </InquiriesQueryProvider>
    </section>
  )
}
