/**
 * Hands a signed event to our webhook route; resolves once the route has stored it, throws otherwise.
 * Integration tests replace it (see setPaymentEventDeliverer) to call the route in-process.
 */
export type WebhookDeliverer = (rawBody: string, signatureHeader: string) => Promise<void>

export class WebhookDeliveryError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options)
    this.name = 'WebhookDeliveryError'
  }
}

export type HttpDelivererOptions = {
  url: string
  fetch?: typeof fetch
  /** Waits before each retry; their count is the number of retries. */
  retryDelaysMs?: readonly number[]
  timeoutMs?: number
}

// About seven seconds in all: long enough for a restarting instance, short enough for a card form.
const DEFAULT_RETRY_DELAYS_MS = [250, 1_000, 2_000, 4_000] as const
const DEFAULT_TIMEOUT_MS = 10_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** POSTs the raw body with its `stripe-signature` header, retrying on network failures and 5xx answers. */
export function createHttpDeliverer(options: HttpDelivererOptions): WebhookDeliverer {
  const send = options.fetch ?? fetch
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  return async (rawBody, signatureHeader) => {
    let failure: unknown
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await pause(delays[attempt - 1] ?? 0)
      let response: Response
      try {
        response = await send(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
          body: rawBody,
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        })
      } catch (error) {
        failure = error
        continue
      }
      // Read to the end so that the connection can be reused.
      await response.arrayBuffer().catch(() => undefined)
      if (response.ok) return
      failure = new WebhookDeliveryError(`The webhook route answered ${response.status}`)
      // A 4xx (a bad signature above all) comes back the same on every try.
      if (response.status < 500) break
    }
    throw failure instanceof WebhookDeliveryError
      ? failure
      : new WebhookDeliveryError('The webhook route could not be reached', { cause: failure })
  }
}
