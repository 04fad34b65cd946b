import 'server-only'

import config from '@payload-config'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { listConversations } from './listConversations'
import { loadThread, type ThreadView } from './thread'
import type { ConversationView } from './views'
import { inquiriesPath, threadPath } from '@/components/inquiries/paths'
import { sideOf, type ArchiveStatus, type InquiryRole } from '@/domain/inquiries'
import { DEFAULT_PAGE_SIZE } from '@/domain/paging'
import { usableTimeZone } from '@/domain/time'
import { activeUserFor } from '@/server/auth/pageAccess'

const THREAD_PAGE_SIZE = 30

export type InquiriesPageData = {
  archiveStatus: ArchiveStatus
  /** The zone the viewer reads times in: theirs, else the site's fallback. */
  timeZone: string
  /** The first page, or null when it could not be read (the list then loads it in the browser). */
  first: { conversations: ConversationView[]; lastEvaluatedKey: string | null } | null
}

/** The conversation list of a signed-in ACTIVE consultee or consultant, active or archived (`?status=archived`). */
export async function inquiriesPageData(role: InquiryRole, status: string | undefined): Promise<InquiriesPageData> {
  const archiveStatus: ArchiveStatus = status === 'archived' ? 'ARCHIVED' : 'ACTIVE'
  const user = await activeUserFor(
    role,
    `${inquiriesPath(role)}${archiveStatus === 'ARCHIVED' ? '?status=archived' : ''}`,
  )
  const first = await listConversations(await getPayload({ config }), user.id, sideOf(role), {
    limit: DEFAULT_PAGE_SIZE,
    archiveStatus,
  }).catch(() => null)
  return { archiveStatus, timeZone: usableTimeZone(user.timezone, new Date()), first }
}

export type ThreadPageData = { viewerId: number; timeZone: string; thread: ThreadView }

/** One conversation for one of its two participants; for anybody else it does not exist. */
export async function threadPageData(role: InquiryRole, conversationId: string): Promise<ThreadPageData> {
  const id = /^\d{1,12}$/.test(conversationId) ? Number(conversationId) : null
  const user = await activeUserFor(role, threadPath(role, id ?? 0))
  if (!id) notFound()
  const now = new Date()
  const outcome = await loadThread(await getPayload({ config }), id, user.id, { limit: THREAD_PAGE_SIZE }, now)
  if (outcome.kind !== 'found') notFound()
  return { viewerId: user.id, timeZone: usableTimeZone(user.timezone, now), thread: outcome.thread }
}
