import type { PayloadRequest } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { Role } from '@/domain/users'
import type { User } from '@/payload-types'
import { forbidden, notAuthenticated, Refusal, text, type RefusalText } from './refusal'

export type CallerRule = {
  /** The roles the endpoint serves; any other caller is refused 403 FORBIDDEN. */
  roles?: readonly Role[]
  /**
   * The account must be ACTIVE: refused 403 PROFILE_NOT_ACTIVE, or 403 FORBIDDEN (`'forbidden'`) where the
   * feature answers an inactive account as it answers anybody else who may not use it.
   */
  active?: boolean | 'forbidden'
  /** The id of the account the request names (a route or body id); another id is refused 403 FORBIDDEN. */
  owner?: unknown
  /** The feature's own wording of its 403 FORBIDDEN; `api.forbidden` by default. */
  forbiddenText?: RefusalText
}

function namesAnotherAccount(owner: unknown, user: User): boolean {
  // An absent id names nobody else: the request acts on the caller's own account.
  return owner !== undefined && owner !== null && String(owner) !== String(user.id)
}

/** The signed-in caller the rule admits; otherwise throws the refusal: 401 signed out, 403 refused. */
export function requireCaller(req: Pick<PayloadRequest, 'user'>, rule: CallerRule = {}): User {
  const user = req.user as User | null | undefined
  if (!user) throw notAuthenticated()
  const refuse = () => forbidden(rule.forbiddenText)
  if (rule.roles && !hasRole(user, ...rule.roles)) throw refuse()
  if (rule.active && user.profileStatus !== 'ACTIVE') {
    throw rule.active === 'forbidden'
      ? refuse()
      : new Refusal(403, 'PROFILE_NOT_ACTIVE', text('api', 'profileNotActive'))
  }
  if (namesAnotherAccount(rule.owner, user)) throw refuse()
  return user
}
