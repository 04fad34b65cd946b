import type { PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { json } from '../http'
import type { Caller } from '../consultees/caller'
import { deleteAccount } from '@/server/account/deleteAccount'

/** Deletes the caller's account and answers with an expired session cookie. */
export async function deletionAnswer(req: PayloadRequest, { user, t }: Caller): Promise<Response> {
  await deleteAccount(req, user, new Date())
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: req.payload.collections.users.config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
  })
  return json(200, { message: t('deleted') }, { 'Set-Cookie': cookie })
}
