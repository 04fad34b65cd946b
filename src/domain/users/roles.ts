export const ROLES = ['USER', 'CONSULTANT', 'ADMIN', 'REVIEWER', 'EDITOR'] as const
export type Role = (typeof ROLES)[number]

/** Roles that sign up on the site; the other three are staff who work in the admin panel. */
export const MARKETPLACE_ROLES = ['USER', 'CONSULTANT'] as const satisfies readonly Role[]
export const STAFF_ROLES = ['ADMIN', 'REVIEWER', 'EDITOR'] as const satisfies readonly Role[]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export function isStaffRole(role: unknown): boolean {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role)
}
