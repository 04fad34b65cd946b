import type { Role } from '@/domain/users'

type MaybeUser = { role?: unknown } | null | undefined

/** True when the signed-in user has one of the given roles. */
export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return !!user && typeof user.role === 'string' && (roles as string[]).includes(user.role)
}
