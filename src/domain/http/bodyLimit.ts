/** The largest JSON (or other non-upload) request body we read: 1 MiB. Uploads have limits of their own. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** True when a Content-Length header already declares more than `limit` bytes. */
export function declaresMoreThan(contentLength: string | null, limit: number): boolean {
  if (contentLength === null || !/^\s*\d+\s*$/.test(contentLength)) return false
  return Number(contentLength) > limit
}
