// A request id ties together the log lines of one request; clients and proxies may bring their own.

export const REQUEST_ID_HEADER = 'x-request-id'

// Anything else (too long, spaces, quotes, line breaks) is replaced, so an id cannot forge log content.
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/

/** The incoming x-request-id when it is a plain token, else a fresh random one. */
export function requestIdOf(headers: Headers): string {
  return requestIdFrom(headers.get(REQUEST_ID_HEADER))
}

/** The same for the header's value as Node's request gives it. */
export function requestIdFrom(value: string | string[] | null | undefined): string {
  const incoming = (Array.isArray(value) ? value[0] : value)?.trim()
  return incoming && ACCEPTED.test(incoming) ? incoming : crypto.randomUUID()
}
