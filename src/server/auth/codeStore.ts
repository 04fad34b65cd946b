import crypto from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { payloadSecret } from '../env'
import { consumeAuthCode, newestAuthCode, spendAuthCodeAttempt } from '../queries/authCodes'
import {
  attemptsLeftAfterFailure,
  checkCode,
  CODE_MAX_ATTEMPTS,
  codeExpiry,
  formatCode,
  type CodeCheck,
  type CodePurpose,
} from '@/domain/auth'

function hashCode(purpose: CodePurpose, userId: number, code: string): string {
  return crypto.createHmac('sha256', payloadSecret()).update(`${purpose}:${userId}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** Creates a fresh code (earlier ones of the same purpose die) and returns its digits for the email. */
export async function issueCode(
  req: PayloadRequest,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  { resent = false, newEmail }: { resent?: boolean; newEmail?: string } = {},
): Promise<string> {
  const code = formatCode(crypto.randomInt(0, 1_000_000))
  await req.payload.update({
    collection: 'auth-codes',
    where: { and: [{ user: { equals: userId } }, { purpose: { equals: purpose } }, { consumedAt: { exists: false } }] },
    data: { consumedAt: now.toISOString() },
    req,
  })
  await req.payload.create({
    collection: 'auth-codes',
    data: {
      user: userId,
      purpose,
      codeHash: hashCode(purpose, userId, code),
      sentAt: now.toISOString(),
      expiresAt: codeExpiry(now).toISOString(),
      attempts: 0,
      resent,
      newEmail,
    },
    req,
  })
  return code
}

/**
 * Spends one attempt on the newest live code atomically, then consumes it if the digits match.
 * Concurrent guesses therefore never get more than five tries, and a code works only once.
 */
export async function redeemCode(
  payload: Payload,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<{ result: CodeCheck; attemptsLeft: number; codeId?: number }> {
  const req = await createLocalReq({}, payload)
  const latest = await newestAuthCode(req, userId, purpose)
  if (!latest) return { result: 'used', attemptsLeft: 0 }
  const stored = {
    expiresAt: new Date(latest.expiresAt),
    attempts: latest.attempts,
    consumedAt: latest.consumedAt === null ? null : new Date(latest.consumedAt),
  }
  const before = checkCode(stored, false, now)
  if (before !== 'wrong') return { result: before, attemptsLeft: 0 }

  const spent = await spendAuthCodeAttempt(req, latest.id, CODE_MAX_ATTEMPTS)
  if (!spent) return { result: 'exhausted', attemptsLeft: 0 }
  const attemptsLeft = attemptsLeftAfterFailure(spent.attempts - 1)
  if (!sameHash(spent.codeHash, hashCode(purpose, userId, code))) return { result: 'wrong', attemptsLeft }

  const consumed = await consumeAuthCode(req, spent.id, now)
  return consumed ? { result: 'ok', attemptsLeft, codeId: spent.id } : { result: 'used', attemptsLeft: 0 }
}
