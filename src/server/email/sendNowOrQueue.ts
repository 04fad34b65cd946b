import type { Payload, PayloadRequest } from 'payload'

type Retry = Parameters<Payload['jobs']['queue']>[0]

/**
 * Sends a mail right away. When the mail server cannot take it, what it tells of is already stored, so
 * the caller answers as usual and `retry`, a queued job, sends it later (the job retries in turn).
 */
export async function sendNowOrQueue(
  req: PayloadRequest,
  what: string,
  send: () => Promise<unknown>,
  retry: Omit<Retry, 'req'>,
): Promise<void> {
  try {
    await send()
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: `${what}: mail failed, queued for a retry` })
    // Omit flattens the union of task and workflow shapes; with `req` back it is the same argument again.
    await req.payload.jobs.queue({ ...retry, req } as Retry)
  }
}
