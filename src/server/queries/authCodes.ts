import type { PayloadRequest } from 'payload'

import { isoTime, type RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { AuthCode } from '@/payload-types'

export type CodeState = RowOf<AuthCode, 'id' | 'consumedAt' | 'attempts' | 'expiresAt'>

/** The user's newest code of `purpose` (the only one that can still be live). */
export async function newestAuthCode(
  req: PayloadRequest,
  userId: number,
  purpose: AuthCode['purpose'],
): Promise<CodeState | undefined> {
  const [row] = await runSql<CodeState>(
    req,
    sql`SELECT id, ${isoTime(sql`consumed_at`)} AS "consumedAt", attempts::int AS attempts, ${isoTime(sql`expires_at`)} AS "expiresAt"
        FROM auth_codes WHERE user_id = ${userId} AND purpose = ${purpose} ORDER BY sent_at DESC, id DESC LIMIT 1`,
  )
  return row
}

/**
 * Spends one attempt on the code atomically while it is unused and has attempts left (below
 * `maxAttempts`), answering its hash and the attempts spent; undefined when none was left.
 */
export async function spendAuthCodeAttempt(
  req: PayloadRequest,
  id: number,
  maxAttempts: number,
): Promise<RowOf<AuthCode, 'id' | 'codeHash' | 'attempts'> | undefined> {
  const [row] = await runSql<RowOf<AuthCode, 'id' | 'codeHash' | 'attempts'>>(
    req,
    sql`UPDATE auth_codes SET attempts = attempts + 1
        WHERE id = ${id} AND consumed_at IS NULL AND attempts < ${maxAttempts}
        RETURNING id, code_hash AS "codeHash", attempts::int AS attempts`,
  )
  return row
}

/** Consumes the code unless that happened already: true for the one caller that consumed it. */
export async function consumeAuthCode(req: PayloadRequest, id: number, now: Date): Promise<boolean> {
  const consumed = await runSql(
    req,
    sql`UPDATE auth_codes SET consumed_at = ${now.toISOString()} WHERE id = ${id} AND consumed_at IS NULL RETURNING id`,
  )
  return consumed.length > 0
}
