import config from '@payload-config'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { InquiriesQueryProvider } from './QueryProvider.client'
import { Thread } from './Thread.client'
import { threadPath } from './paths'
import { inquiryViewer } from './viewer'
import type { InquiryRole } from '@/domain/inquiries'
import { loadThread } from '@/server/inquiries/thread'

const THREAD_PAGE_SIZE = 30

/** One conversation for one of its two participants; for anybody else it does not exist. */
export async function ThreadPage({ role, conversationId }: { role: InquiryRole; conversationId: string }) {
  const id = /^\d{1,12}$/.test(conversationId) ? Number(conversationId) : null
  const user = await inquiryViewer(role, threadPath(role, id ?? 0))
  if (!id) notFound()
  const outcome = await loadThread(await getPayload({ config }), id, user.id, { limit: THREAD_PAGE_SIZE }, new Date())
  if (outcome.kind !== 'found') notFound()
  return (
    <section className="container inquiries">
      <InquiriesQueryProvider>
        <Thread first={outcome.thread} viewerRole={role} viewerId={user.id} />
      </InquiriesQueryProvider>
    </section>
  )
}
