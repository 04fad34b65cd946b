import { APIError, type Config } from 'payload'

import type { FieldError } from '@/domain/schemas'
import { translateKey, type MessageKey, type MessageParams, type ServerNamespace } from '@/server/i18n'

/** Which message of the server's catalogues a refusal answers with, translated per request. */
export type RefusalText = {
  [N in ServerNamespace]: { namespace: N; key: MessageKey<N>; params?: MessageParams }
}[ServerNamespace]

export function text<N extends ServerNamespace>(namespace: N, key: MessageKey<N>, params?: MessageParams): RefusalText {
  return { namespace, key, params } as RefusalText
}

export type RefusalData = { code: string; errors?: FieldError[] }

type RefusalOptions = {
  errors?: FieldError[]
  /**
   * Lists the message in `errors` too (`[{ message }]`, Payload's own error shape), for a refusal that names
   * no field and answers in place of Payload's own error (thrown in its operations' hooks, or by its routes).
   */
  messageInErrors?: boolean
  /** Fields of the answer beyond message, code and errors (e.g. `retryAfter` beside Retry-After). */
  fields?: Record<string, unknown>
  headers?: Record<string, string>
  cause?: unknown
}

/** The name of a 5xx refusal, which Payload keeps logging at `error` (see refusalLoggingLevels). */
const SERVER_FAILURE = 'ServerFailure'

/**
 * Why a request is refused: an HTTP status, a stable code of API.md, the message to answer (translated in
 * the request's language when answered) and optional field errors. An APIError, so Payload answers it the
 * same way wherever it is thrown (a hook, a service, an endpoint); refusalAnswer.ts writes the answer.
 */
export class Refusal extends APIError<RefusalData> {
  readonly code: string
  readonly text: RefusalText
  readonly errors?: FieldError[]
  readonly messageInErrors?: boolean
  readonly fields?: Record<string, unknown>
  readonly headers?: Record<string, string>

  constructor(status: number, code: string, message: RefusalText, options: RefusalOptions = {}) {
    const { errors, messageInErrors, fields, headers, cause } = options
    // The English text, for logs and for code that reads `message` without a request at hand.
    super(englishText(message), status, { code, ...(errors ? { errors } : {}) }, true)
    // A 5xx is the server's failure, not the caller's: logged, unlike a refusal of the request.
    this.name = status >= 500 ? SERVER_FAILURE : 'Refusal'
    this.code = code
    this.text = message
    this.errors = errors
    this.messageInErrors = messageInErrors
    this.fields = fields
    this.headers = headers
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause })
  }

  /** The same refusal answered with another message (an endpoint's own wording of a service's refusal). */
  withText(message: RefusalText): Refusal {
    const { errors, messageInErrors, fields, headers, cause } = this
    return new Refusal(this.status, this.code, message, { errors, messageInErrors, fields, headers, cause })
  }
}

function englishText({ namespace, key, params }: RefusalText): string {
  return translateKey('en', namespace, key as never, params)
}

export const notAuthenticated = () => new Refusal(401, 'NOT_AUTHENTICATED', text('api', 'notAuthenticated'))

export const forbidden = (message: RefusalText = text('api', 'forbidden')) => new Refusal(403, 'FORBIDDEN', message)

export const notFound = (message: RefusalText) => new Refusal(404, 'NOT_FOUND', message)

/**
 * 409 for a status change its transition table does not allow (collection hooks refuse it, whoever asks),
 * naming the field and both states; its message in Payload's `errors` too, for the admin panel's calls.
 */
export const illegalTransition = (field: string, from: unknown, to: unknown) =>
  new Refusal(409, 'ILLEGAL_TRANSITION', text('api', 'illegalTransition', { field, from: `${from}`, to: `${to}` }), {
    fields: { from, to },
    messageInErrors: true,
  })

/** 400 for a body or query that breaks its schema, naming each field in `errors`. */
export const invalidInput = (errors?: FieldError[], message: RefusalText = text('api', 'invalidInput')) =>
  new Refusal(400, 'INVALID_INPUT', message, { errors })

/**
 * Payload logs every thrown error at `error` unless told otherwise. A 4xx refusal is an answer, not a fault:
 * not logged. A 5xx one (named ServerFailure) is a fault and stays at `error`, with the cause it carries.
 */
export const refusalLoggingLevels = { Refusal: false } as unknown as NonNullable<Config['loggingLevels']>
