export const ACCOUNT_ROLES = ['CONSULTANT', 'USER'] as const

/** USER is the consultee. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number]
