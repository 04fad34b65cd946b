import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string }

const STORE_KEY = Symbol.for('careerbridge.requestContext')
const processGlobals = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestContext> }

/**
 * The request being handled, so every log line written while handling it carries its id. One store per
 * process: Next's server bundles (route handlers, pages, the proxy) may each hold a copy of this module,
 * and one Payload instance (with one logger) serves them all.
 */
export const requestContext = (processGlobals[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>())
