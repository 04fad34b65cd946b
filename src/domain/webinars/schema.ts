import { z } from 'zod'

import { msg } from '../schemas/messages'

/** The bounds of a webinar's fields, shared by the collection, its admin form and the checks. */
export const WEBINAR_LIMITS = {
  title: 120,
  description: 2000,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  maxCapacity: 10_000,
  joinUrl: 500,
} as const

/** An instant as Payload hands a date field over: an ISO string, or a Date on the server's own writes. */
const instant = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
  z.iso.datetime({ offset: true, error: msg('Webinar_start_invalid') }),
)

const wholeNumber = (min: number, max: number, error: Parameters<typeof msg>[0]) =>
  z
    .number({ error: msg(error) })
    .int(msg(error))
    .min(min, msg(error))
    .max(max, msg(error))

/** A webinar as editors write it; the collection's validation runs every field through it. */
export const webinarSchema = z.object({
  title: z
    .string({ error: msg('Webinar_title_required') })
    .trim()
    .min(1, msg('Webinar_title_required'))
    .max(WEBINAR_LIMITS.title, msg('Webinar_title_max_120')),
  description: z
    .string({ error: msg('Webinar_description_max_2000') })
    .trim()
    .max(WEBINAR_LIMITS.description, msg('Webinar_description_max_2000'))
    .optional(),
  startsAt: instant,
  durationMinutes: wholeNumber(
    WEBINAR_LIMITS.minDurationMinutes,
    WEBINAR_LIMITS.maxDurationMinutes,
    'Webinar_duration_15_to_480',
  ),
  /** Left out: as many seats as people register. */
  capacity: wholeNumber(1, WEBINAR_LIMITS.maxCapacity, 'Webinar_capacity_invalid').optional(),
  joinUrl: z
    .string({ error: msg('Join_url_https') })
    .trim()
    .max(WEBINAR_LIMITS.joinUrl, msg('Join_url_https'))
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: msg('Join_url_https') })),
})

export type WebinarInput = z.input<typeof webinarSchema>
