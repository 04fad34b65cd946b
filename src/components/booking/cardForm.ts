/** What the payment form asks of a card form, whichever provider renders it. */
export type CardResult = { ok: true } | { ok: false; message: string }

export type CardForm = {
  /** Shows what is missing and answers whether the card details can be sent. */
  check: () => boolean
  /** Authorises the order's payment with the card. */
  confirm: (clientSecret: string) => Promise<CardResult>
}

export type RegisterCardForm = (form: CardForm | null) => void
