type PayloadErrorBody = { message?: unknown; errors?: unknown }

/**
 * Payload answers its own errors as `{ errors: [{ message }] }`; API.md promises a top-level `message` on
 * every error. Adds it from the first error (or the fallback) and keeps everything else as it was.
 */
export function withTopLevelMessage<Body extends PayloadErrorBody>(
  body: Body,
  fallback: string,
): Body & { message: string } {
  if (typeof body.message === 'string' && body.message) return body as Body & { message: string }
  const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined
  const message = (first as { message?: unknown } | undefined)?.message
  return { ...body, message: typeof message === 'string' && message ? message : fallback }
}
