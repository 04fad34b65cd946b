import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string }

const STORE_KEY = Symbol.for('careerbridge.requestContext')
const processGlobals = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestContext> }

/**
 * The request being handled, so every log line written while handling it carries its id. One store per
 * process: the app and pages routers each bundle this module, and a line logged under either must find it.
 */
export const requestContext = (processGlobals[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>())
