import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { requestLocale } from '../http'
import { AVAILABILITY_MESSAGES } from '@/domain/scheduling'
import { invalidInput as invalidFields, notFound, text, type Refusal } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'

/** Keys the endpoints add to those of the shared availability schema. */
export const ENDPOINT_MESSAGES = [
  'availability.invalidConsultantId',
  'availability.invalidAvailability',
  'availability.invalidSlots',
  'availability.invalidSlot',
  'availability.tooManySlots',
] as const

const KNOWN_KEYS = new Set<string>([...AVAILABILITY_MESSAGES, ...ENDPOINT_MESSAGES])
const PREFIX = 'availability.'

type AvailabilityT = ReturnType<typeof serverTranslator<'availability'>>

/** Texts for an availability answer in the request's language. */
export function availabilityTexts(req: PayloadRequest) {
  const locale = requestLocale(req)
  const api = serverTranslator(locale, 'api')
  const availability = serverTranslator(locale, 'availability')
  // zod's own texts (a wrong type deep inside a body) are not keys: those get the generic message.
  const field = (key: string) =>
    KNOWN_KEYS.has(key) ? availability(key.slice(PREFIX.length) as Parameters<AvailabilityT>[0]) : api('invalidInput')
  return { locale, field }
}

export type AvailabilityTexts = ReturnType<typeof availabilityTexts>
export type KeyedError = { path: string; key: string }

/** 400 with translated field errors, the shape API.md gives every invalid input. */
export function invalidInput(texts: AvailabilityTexts, errors: readonly KeyedError[]): Refusal {
  return invalidFields(errors.map(({ path, key }) => ({ path, message: texts.field(key) })))
}

export function issuesOf(error: z.ZodError): KeyedError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), key: issue.message }))
}

export const consultantNotFound = () => notFound(text('api', 'consultantNotFound'))
