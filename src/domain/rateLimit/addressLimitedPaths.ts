/**
 * Every path whose handler counts requests per client address. The proxy (src/proxy.ts, whose matcher
 * lists the same paths) clears client-sent forwarding headers on these, so Next.js records the
 * connection's address; elsewhere the address is unknown and per-address limits are skipped.
 * Small JSON bodies only: a proxy reads a request's whole body before the route does.
 */
export const ADDRESS_LIMITED_PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/confirm-signup',
  '/api/auth/resend-signup-code',
  '/api/auth/forgot-password',
  '/api/auth/confirm-forgot-password',
  '/api/users/login',
  '/api/users/forgot-password',
  '/api/users/reset-password',
  '/api/users/refresh-token',
  '/api/graphql',
  '/api/consultations/create',
  '/api/contact',
] as const

const LIMITED = new Set<string>(ADDRESS_LIMITED_PATHS)

/** Whether `pathname` is one of ADDRESS_LIMITED_PATHS (a trailing slash ignored). */
export function isAddressLimitedPath(pathname: string): boolean {
  return LIMITED.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
}
