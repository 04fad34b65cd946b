export {
  MAX_BOOKED_SERVICES,
  bookingRequestSchema,
  bookingRequestSchemaAt,
  freeBookingSchema,
  quoteRequestSchema,
  type BookingRequest,
} from './bookingRequest'
export { selectedServiceTitlesOf } from './serviceTitles'
export { paymentHistoryRow, type PaymentHistoryEntry, type PaymentHistoryRow } from './paymentHistoryRow'
