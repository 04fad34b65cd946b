// One-time codes for email verification, password reset and email change (DESIGN §4 "Security").
export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5
export const RESEND_COOLDOWN_MS = 120 * 1000

export const CODE_PURPOSES = ['VERIFY_EMAIL', 'RESET_PASSWORD', 'CHANGE_EMAIL'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

export type StoredCode = { expiresAt: Date; attempts: number; consumedAt: Date | null }
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'exhausted'

/** Maps a random integer in [0, 1 000 000) to the 6-digit code sent by email. */
export function formatCode(randomInteger: number): string {
  if (!Number.isInteger(randomInteger) || randomInteger < 0 || randomInteger >= 10 ** CODE_LENGTH) {
    throw new RangeError('formatCode needs an integer from 0 to 999999')
  }
  return String(randomInteger).padStart(CODE_LENGTH, '0')
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MS)
}

/**
 * Judges a submitted code. Order matters: a used, exhausted or expired code stays dead even when the
 * digits are right, so a sixth guess can never succeed.
 */
export function checkCode(stored: StoredCode, digitsMatch: boolean, now: Date): CodeCheck {
  if (stored.consumedAt) return 'used'
  if (stored.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted'
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired'
  return digitsMatch ? 'ok' : 'wrong'
}

/** Wrong tries left after this failed one. */
export function attemptsLeftAfterFailure(attemptsBefore: number): number {
  return Math.max(0, CODE_MAX_ATTEMPTS - attemptsBefore - 1)
}
