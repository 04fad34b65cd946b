import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { execute, sql } from '../db/sql'
import { payloadSecret } from '../env'
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

type CodeRow = { id: number; code_hash: string; expires_at: Date; attempts: number }

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
  const newest = await execute<{ id: number; consumed_at: Date | null; attempts: number; expires_at: Date }>(
    payload,
    sql`SELECT id, consumed_at, attempts, expires_at FROM auth_codes
        WHERE user_id = ${userId} AND purpose = ${purpose} ORDER BY sent_at DESC, id DESC LIMIT 1`,
  )
  const latest = newest[0]
  if (!latest) return { result: 'used', attemptsLeft: 0 }
  const stored = { expiresAt: new Date(latest.expires_at), attempts: latest.attempts, consumedAt: latest.consumed_at }
  const before = checkCode(stored, false, now)
  if (before !== 'wrong') return { result: before, attemptsLeft: 0 }

  const [spent] = await execute<CodeRow>(
    payload,
    sql`UPDATE auth_codes SET attempts = attempts + 1
        WHERE id = ${latest.id} AND consumed_at IS NULL AND attempts < ${CODE_MAX_ATTEMPTS}
        RETURNING id, code_hash, expires_at, attempts`,
  )
  if (!spent) return { result: 'exhausted', attemptsLeft: 0 }
  const attemptsLeft = attemptsLeftAfterFailure(spent.attempts - 1)
  if (!sameHash(spent.code_hash, hashCode(purpose, userId, code))) return { result: 'wrong', attemptsLeft }

  const [consumed] = await execute<{ id: number }>(
    payload,
    sql`UPDATE auth_codes SET consumed_at = ${now.toISOString()} WHERE id = ${spent.id} AND consumed_at IS NULL RETURNING id`,
  )
  return consumed ? { result: 'ok', attemptsLeft, codeId: consumed.id } : { result: 'used', attemptsLeft: 0 }
}
