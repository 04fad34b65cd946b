export { webinarCalendarUid } from './calendarUid'
export { registrationRequestSchema } from './registrationRequest'
export {
  endOf,
  hasEnded,
  isUpcoming,
  registrationRefusal,
  seatsLeft,
  type RegistrationRefusal,
  type SeatedWebinar,
} from './rules'
export { WEBINAR_LIMITS, webinarSchema, type WebinarInput } from './schema'
