import { PaymentProviderError } from './errors'

export type TestPaymentInputProblem = 'INVALID_CLIENT_SECRET' | 'UNKNOWN_TEST_CARD'

/** A test card confirmation with a client secret or card number the test provider does not know. */
export class TestPaymentInputError extends PaymentProviderError {
  readonly httpStatus = 400
  readonly problem: TestPaymentInputProblem

  constructor(problem: TestPaymentInputProblem, message: string) {
    super(message, { providerCode: problem })
    this.problem = problem
  }
}
