/** The card numbers the built-in test provider knows, as its card form shows them. */
export const TEST_CARDS = {
  authorises: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const

export type TestCardOutcome = 'authorised' | 'declined' | 'unknown'

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '')

/** What the test provider does with a card number; spaces and dashes between digits do not matter. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = digitsOf(cardNumber)
  if (digits === digitsOf(TEST_CARDS.authorises)) return 'authorised'
  if (digits === digitsOf(TEST_CARDS.declined)) return 'declined'
  return 'unknown'
}
