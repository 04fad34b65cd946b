export { FALLBACK_TIMEZONE, formatUtcOffset, timezoneOptions, usableTimeZone, type TimeZoneOption } from '../time'
export {
  UNBOOKABLE_REASONS,
  isBookable,
  type Bookability,
  type BookabilityQuery,
  type UnbookableReason,
} from './bookable'
export { bookedIntervals, type StoredSession } from './booked'
export { MAX_RANGE_DAYS, addDays, daysBetween, isLocalDate, weekStart, weekdayOf } from './calendar'
export {
  clearOverride,
  copyDay,
  copyWeek,
  emptyAvailability,
  normalizeTimes,
  pruneOverridesBefore,
  repeatWeekly,
  setDay,
} from './editing'
export { AVAILABILITY_MESSAGES, SchedulingError, type AvailabilityMessage } from './errors'
export { freeStartInstants, freeStartTimes, type FreeStartQuery, type FreeStartTimes } from './freeStarts'
export { GRID_TIMES, SLOTS_PER_DAY, SLOT_MINUTES, SLOT_MS, isGridInstant, isGridTime } from './grid'
export { BOOKING_HORIZON_DAYS, isBeyondHorizon, isDayBeyondHorizon } from './horizon'
export {
  MAX_DAYS_PER_REQUEST,
  availabilityInputSchema,
  availabilityInputSchemaAt,
  type AvailabilityInput,
} from './inputSchema'
export {
  NEXT_AVAILABILITY_HORIZON_DAYS,
  nextAvailability,
  nextAvailabilityMessage,
  type NextAvailabilityLocale,
} from './nextAvailability'
export { nextFreeSlots, type FreeSlot, type FreeSlotPick } from './nextFreeSlots'
export { sixtyMinuteStart } from './sixtyMinuteStart'
export {
  SESSION_MINUTES,
  SESSION_TYPES,
  sessionInterval,
  sessionTypeOf,
  slotsOf,
  type SessionType,
} from './sessionTypes'
export {
  NO_RULES,
  RULE_LIMITS,
  blockedSpan,
  countSessions,
  exceedsLimits,
  isTimeOff,
  noticeCutoff,
  rulesOf,
  type SessionCounts,
} from './rules'
export {
  MAX_TIME_OFF_RANGES,
  addTimeOff,
  pruneTimeOffBefore,
  removeTimeOff,
  schedulingRulesSchema,
  storedTimeOffSchema,
  timeOffDays,
  timeOffRangeSchema,
  timeOffRangeSchemaAt,
  type TimeOffRange,
} from './settingsSchema'
export {
  availableStartInstants,
  effectiveTimes,
  offeredStartInstants,
  overlaps,
  overlapsAny,
  plannedTimes,
} from './slots'
export {
  WEEKDAYS,
  type Availability,
  type BookedSession,
  type Interval,
  type SchedulingRules,
  type SessionInTimeOff,
  type TimeOff,
  type Weekday,
} from './types'
export {
  earliestBookableDay,
  firstInstantOfDay,
  instantsAtTimes,
  instantsOfWallTime,
  localDateOf,
  localDaySlots,
  localTimeOf,
  wallClockOf,
} from './zoned'
