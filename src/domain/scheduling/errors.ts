/** Message keys of the "availability" namespace that scheduling input errors carry. */
export const AVAILABILITY_MESSAGES = [
  'availability.timezoneRequired',
  'availability.invalidTimezone',
  'availability.invalidDays',
  'availability.tooManyDays',
  'availability.invalidDate',
  'availability.invalidTimes',
  'availability.invalidTime',
  'availability.invalidWeekly',
  'availability.invalidRange',
  'availability.rangeTooLong',
  'availability.invalidBuffer',
  'availability.invalidNotice',
  'availability.invalidLimit',
  'availability.invalidTimeOff',
  'availability.timeOffPast',
  'availability.tooManyTimeOffs',
] as const

export type AvailabilityMessage = (typeof AVAILABILITY_MESSAGES)[number]

/** Bad input to a scheduling function; `code` is the message key an endpoint answers with. */
export class SchedulingError extends Error {
  readonly code: AvailabilityMessage

  constructor(code: AvailabilityMessage, detail?: string) {
    super(detail === undefined ? code : `${code}: ${detail}`)
    this.name = 'SchedulingError'
    this.code = code
  }
}
