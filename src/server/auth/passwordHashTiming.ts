import crypto from 'node:crypto'

// The parameters of Payload's current password hashes ("pbkdf2-sha256-v1", payload 3.90).
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/**
 * Hashes `password` as Payload does when it checks a password, and forgets the result: a login for an
 * email without an account then takes as long as a wrong password, so timing does not reveal accounts.
 */
export function hashLikeAPasswordCheck(password: string): Promise<void> {
  const salt = crypto.randomBytes(32).toString('hex')
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, ITERATIONS, KEY_LENGTH, 'sha256', (error) => (error ? reject(error) : resolve())),
  )
}
