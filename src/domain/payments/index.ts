export { applyPaymentEvent, paymentPath, type PaymentEventInput, type PaymentEventOutcome } from './applyPaymentEvent'
export { isAuthorised, refundedTotal } from './paymentRecord'
export { TEST_CARDS, testCardOutcome, type TestCardOutcome } from './testCards'
export { testCardConfirmationSchema, type TestCardConfirmation } from './testCardSchema'
