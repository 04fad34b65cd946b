import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/transaction'

/** Moves a complete application to review and marks it for the reviewers' list, in one transaction. */
export async function submitApplication(req: PayloadRequest, userId: number): Promise<void> {
  const { payload } = req
  await inTransaction(req, async () => {
    await payload.update({
      collection: 'users',
      id: userId,
      data: { profileStatus: 'APPLICATION_SUBMITTED' },
      req,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'consultant-profiles',
      where: { user: { equals: userId } },
      data: { reviewState: 'SUBMITTED', submittedAt: new Date().toISOString() },
      req,
      overrideAccess: true,
    })
  })
}
