import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string }

/** The request being handled, so every log line written while handling it carries its id. */
export const requestContext = new AsyncLocalStorage<RequestContext>()
