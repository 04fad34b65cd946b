export {
  CALENDAR_FEED_REFRESH_INTERVAL,
  calendarFeedEvents,
  calendarFeedIcs,
  calendarFeedName,
  feedEventStatusOf,
  NEVER_IN_FEED_STATUSES,
  type FeedContext,
  type FeedPerson,
  type FeedSession,
} from './events'
export { calendarFeedPath, calendarFeedTokenMessage, feedGenerationOf, feedTokenOf, feedUserIdOf } from './token'
export { CALENDAR_FEED_PAST_DAYS, calendarFeedStart, isInCalendarFeedWindow } from './window'
