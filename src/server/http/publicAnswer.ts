import { createHash } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { matchesIfNoneMatch, PRIVATE_NO_STORE, publicCacheControl, type SharedCachePolicy } from '@/domain/http'

/**
 * A read whose answer is the same for everyone and fixed by `version` (of the data it shows; null when
 * no version is known) and `key` (what was asked); `body` makes it, null when there is nothing public.
 */
export type PublicRead = { version: string | null; key: string; body: () => Promise<string | null> }

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32)

/** Strong: the same version and key always give the same bytes. */
export function strongEtag(version: string, key: string): string {
  return `"${digest(`${version}\n${key}`)}"`
}

/** The version of data that has no counter of its own but is cheap to read whole: its bytes. */
export const contentVersionOf = (body: string) => digest(body)

const JSON_TYPE = { 'content-type': 'application/json' }

/**
 * Answers a read with its ETag and a public Cache-Control, or 304 without making the body when the caller
 * (a browser, a CDN, a reverse proxy) already holds it; null when the body is null (not public). A read
 * that depends on who asks (`'private'`), or whose version is unknown, is answered whole and kept nowhere.
 */
export async function answerRead(
  req: Pick<PayloadRequest, 'headers'>,
  read: PublicRead,
  policy: SharedCachePolicy | 'private',
): Promise<Response | null> {
  if (read.version === null || policy === 'private') {
    const body = await read.body()
    return body === null ? null : new Response(body, { headers: { ...JSON_TYPE, 'cache-control': PRIVATE_NO_STORE } })
  }
  const validators = { etag: strongEtag(read.version, read.key), 'cache-control': publicCacheControl(policy) }
  if (matchesIfNoneMatch(req.headers.get('if-none-match'), validators.etag)) {
    return new Response(null, { status: 304, headers: validators })
  }
  const body = await read.body()
  return body === null ? null : new Response(body, { headers: { ...JSON_TYPE, ...validators } })
}
