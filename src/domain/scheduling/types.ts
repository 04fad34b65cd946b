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
  /** Ranges of local dates the consultant is away: nothing is offered on them, whatever else says. */
  timeOff?: TimeOff[]
  rules?: SchedulingRules
}

/** Time off from `from` to `to`, both 'yyyy-MM-dd' local dates and both included. */
export type TimeOff = { id: string; from: string; to: string }

/** What a consultant asks around their sessions; missing means no buffer, notice or limit beyond the spec's. */
export type SchedulingRules = {
  /** Minutes kept free before and after each session; buffers of two sessions never overlap. */
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  /** Hours between the moment of booking and the start, on top of "the earliest day is tomorrow". */
  minimumNoticeHours: number
  /** Sessions per day and per week (Monday to Sunday) in the consultant's zone; null is no limit. */
  maxSessionsPerDay: number | null
  maxSessionsPerWeek: number | null
}

/** A half-open span of UTC instants, [start, end). */
export type Interval = { start: Date; end: Date }

/**
 * A held, pending or confirmed session: its own interval and the span it keeps the consultant busy,
 * buffers included (the database refuses two sessions whose blocked spans overlap).
 */
export type BookedSession = Interval & { id?: number; blocked?: Interval }

/** A held, pending or confirmed session that falls on the consultant's time off, for them to move or cancel. */
export type SessionInTimeOff = {
  consultationId: number
  timeOffId: string
  status: string
  startsAt: string
  endsAt: string
  consulteeName: string
}
