import type { PayloadRequest } from 'payload'

import { noticesForStatusChange, type SessionNotice } from '@/domain/sessions/notices'
import type { Consultation } from '@/payload-types'

/** Queues one session email in the request's transaction: it is sent only if the change that caused it commits. */
export async function queueSessionNotice(
  req: PayloadRequest,
  consultationId: number,
  notice: SessionNotice,
): Promise<void> {
  await req.payload.jobs.queue({ task: 'sessionNotice', input: { consultationId, notice }, req })
}

/** Queues the emails a consultation's status change sends (see noticesForStatusChange). */
export async function queueStatusNotices(req: PayloadRequest, doc: Consultation, fromStatus: string): Promise<void> {
  for (const notice of noticesForStatusChange(fromStatus, doc.status)) {
    await queueSessionNotice(req, doc.id, notice)
  }
}
