import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import { keepSessions } from './userSessions'

export type PasswordCheck = 'ok' | 'wrong' | 'locked'

/** The session id a freshly signed token carries (the token is ours, so its signature needs no check). */
function sessionIdOf(token: string | undefined): string | undefined {
  const claims = token?.split('.')[1]
  if (!claims) return undefined
  const { sid } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { sid?: unknown }
  return typeof sid === 'string' ? sid : undefined
}

/**
 * Checks a signed-in user's password through Payload's login, so wrong tries count towards the lock after
 * five failures and a locked account stays locked. The session that login opens is ended at once.
 */
export async function checkCurrentPassword(
  payload: Payload,
  user: { id: number; email: string },
  password: string,
): Promise<PasswordCheck> {
  let token: string | undefined
  try {
    ;({ token } = await payload.login({ collection: 'users', data: { email: user.email, password } }))
  } catch (error) {
    if (error instanceof LockedAuth) return 'locked'
    if (error instanceof AuthenticationError) return 'wrong'
    throw error
  }
  const sid = sessionIdOf(token)
  if (sid) await keepSessions(payload, user.id, (id) => id !== sid)
  return 'ok'
}
