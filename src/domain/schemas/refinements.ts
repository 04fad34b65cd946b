import type { z } from 'zod'

import { msg, type ValidationMessage } from './messages'

type Shape = Record<string, unknown>

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Shape)[key] : undefined

// An empty field already has its own "required" message; a comparison would only add noise.
const filled = (value: unknown) => typeof value === 'string' && value.length > 0

/**
 * Arguments for `.refine(...)` comparing two filled-in string fields, reported on `second`. `when` lets the
 * comparison run while other fields (an unticked terms box, a missing name) still fail, so a form
 * shows every problem at once.
 */
export function compareFields(
  first: string,
  second: string,
  mustBeEqual: boolean,
  message: ValidationMessage,
): [(data: unknown) => boolean, z.core.$ZodCustomParams] {
  return [
    (data: unknown) => (field(data, first) === field(data, second)) === mustBeEqual,
    {
      path: [second],
      error: msg(message),
      when: (payload: z.core.ParsePayload) =>
        filled(field(payload.value, first)) && filled(field(payload.value, second)),
    },
  ]
}
