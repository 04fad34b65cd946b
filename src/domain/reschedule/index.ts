export {
  DEFAULT_RESCHEDULE_SETTINGS,
  RESCHEDULE_OUTCOMES,
  RESCHEDULE_REFUSALS,
  RESCHEDULE_SIDES,
  canAccept,
  canClose,
  canPropose,
  rescheduleActions,
  type RescheduleActions,
  type RescheduleCheck,
  type RescheduleOutcome,
  type RescheduleRefusal,
  type RescheduleSettings,
  type RescheduleSide,
  type RescheduleState,
} from './rules'
export { RESCHEDULE_ROW_ACTIONS, moveWeekBounds, rescheduleRowActions, type RescheduleRowAction } from './rowActions'
export { moveWeekDays, type FreeTimes, type MoveDay } from './moveWeek'
