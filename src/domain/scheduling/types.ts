export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const

export type Weekday = (typeof WEEKDAYS)[number]

/**
 * When a consultant can be booked, in the consultant's own IANA zone. Times are 'HH:mm' starts on the
 * 30-minute grid; override keys are 'yyyy-MM-dd' local dates, and an empty override is a day off.
 */
export type Availability = {
  timezone: string
  weekly: Record<Weekday, string[]>
  overrides: Record<string, string[]>
}

/** A half-open span of UTC instants, [start, end). */
export type Interval = { start: Date; end: Date }
