import { randomBytes } from 'node:crypto'

import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { inTransaction } from '../db/transaction'
import { anonymiseCounterparts } from './anonymiseCounterparts'
import { cancelUpcomingConsultations } from './cancelUpcoming'
import { deletedEmailOf, ERASED_MESSAGE_TEXT } from '@/domain/account/deletion'
import type { User } from '@/payload-types'
import { getPaymentProvider } from '@/server/payments'
import { deleteLoginSessionsOf, overwriteInquiryMessagesOf } from '@/server/queries/account'

async function deleteWhere(req: PayloadRequest, collection: CollectionSlug, where: Where): Promise<void> {
  await req.payload.delete({ collection, where, depth: 0, req, overrideAccess: true })
}

// Meets every password rule but is never told to anyone: the account cannot be signed into again.
const unusablePassword = () => `Xx1!${randomBytes(6).toString('base64url')}`.slice(0, 20)

/**
 * Deletes an account (for its owner, or an admin in the panel): sessions not yet started are cancelled
 * with their money released or refunded, personal data, files and written messages go; consultations,
 * payments, earnings and consent records stay for accounting and as evidence, pointing at an anonymised
 * user row that nobody can sign in as; every login session of the account ends.
 */
export async function deleteAccount(req: PayloadRequest, user: User, now: Date): Promise<void> {
  const userId = user.id
  // Each cancellation commits on its own, as a cancel click would: money moves before the data goes.
  await cancelUpcomingConsultations(req.payload, getPaymentProvider(req.payload), userId, now)
  await inTransaction(req, async () => {
    // The uploads' afterDelete hooks remove the stored files too.
    await deleteWhere(req, 'upload-files', { owner: { equals: userId } })
    await deleteWhere(req, 'consultee-profiles', { user: { equals: userId } })
    await deleteWhere(req, 'consultant-profiles', { user: { equals: userId } })
    await deleteWhere(req, 'availabilities', { consultant: { equals: userId } })
    // A seat of someone who left goes back to the others.
    await deleteWhere(req, 'webinar-registrations', { user: { equals: userId } })
    await deleteWhere(req, 'auth-codes', { user: { equals: userId } })
    await deleteWhere(req, 'dev-mails', { to: { equals: user.email } })
    await anonymiseCounterparts(req, userId)
    // The threads keep their shape: the other side's messages stay, this user's read as a neutral marker.
    await overwriteInquiryMessagesOf(req, userId, ERASED_MESSAGE_TEXT)
    await req.payload.update({
      collection: 'users',
      id: userId,
      data: {
        email: deletedEmailOf(userId),
        password: unusablePassword(),
        firstName: null,
        lastName: null,
        imageUrl: null,
        ssoSubject: null,
        deletedAt: now.toISOString(),
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await deleteLoginSessionsOf(req, userId)
  })
}
