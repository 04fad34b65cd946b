import type { RateLimitRule } from './window'
import { RESEND_COOLDOWN_MS } from '../auth/codes'
import { CONTACT_RATE_LIMIT } from '../content/contact'
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_WINDOW_MS } from '../inquiries/limits'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({ name, limit, windowMs })

/**
 * Every limit of the public endpoints. Per address ("Ip") rules count the connection's address, or the
 * one trusted proxies report (TRUST_PROXY); per email and per account rules count the normalised email.
 * The login lock after five wrong passwords is Payload's own (users.lockUntil); loginUnknownEmail gives
 * emails without an account the same lock.
 */
export const RATE_LIMITS = {
  registerPerIp: rule('register:ip', 10, HOUR),
  /** Sign-ups for one email, whether or not it is taken (a taken one answers 409). */
  registerPerEmail: rule('register:email', 5, HOUR),
  /** Many accounts tried from one address meet this; every try counts, right or wrong. */
  loginPerIp: rule('login:ip', 30, 10 * MINUTE),
  /** One account tried from many addresses meets this, wrong passwords or right. */
  loginPerAccount: rule('login:account', 20, 10 * MINUTE),
  /** Five failures lock an account for ten minutes (Payload); an email without an account alike. */
  loginUnknownEmail: rule('login:unknown-email', 5, 10 * MINUTE),
  forgotPasswordPerIp: rule('forgot-password:ip', 10, HOUR),
  /** A reset code is mailed at most every 120 s; further requests answer the same without a mail. */
  forgotPasswordPerEmail: rule('forgot-password:email', 1, RESEND_COOLDOWN_MS),
  resendCodePerIp: rule('resend-code:ip', 10, HOUR),
  /** Spec: one resend per 120 s. */
  resendCodePerEmail: rule('resend-code:email', 1, RESEND_COOLDOWN_MS),
  /** Sign-up and password-reset codes; each code also dies after five wrong tries. */
  confirmCodePerIp: rule('confirm-code:ip', 30, 10 * MINUTE),
  confirmCodePerEmail: rule('confirm-code:email', 10, 10 * MINUTE),
  /** Email change: requests per account and per new address; the code to one new address every 120 s. */
  emailChangePerAccount: rule('email-change:account', 5, HOUR),
  emailChangePerNewEmail: rule('email-change:new-email', 5, HOUR),
  emailChangePerIp: rule('email-change:ip', 20, HOUR),
  emailChangeResend: rule('email-change:resend', 1, RESEND_COOLDOWN_MS),
  emailChangeConfirmPerAccount: rule('email-change-confirm:account', 10, 10 * MINUTE),
  /** Spec: 20 inquiry messages a minute per sender. */
  messagesPerSender: rule('messages:sender', RATE_LIMIT_MESSAGES, RATE_LIMIT_WINDOW_MS),
  contactPerIp: rule('contact:ip', CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs),
  contactPerEmail: rule('contact:email', CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs),
  /** Each booking holds a slot (and a card authorisation) until paid or released. */
  bookingPerAccount: rule('booking:account', 100, 10 * MINUTE),
  bookingPerIp: rule('booking:ip', 200, 10 * MINUTE),
  freeBookingPerAccount: rule('free-booking:account', 30, 10 * MINUTE),
  /** Fetches of one calendar feed with its right token: a phone and a laptop refreshing every 5 minutes fit. */
  calendarFeedPerAccount: rule('calendar-feed:account', 60, HOUR),
  /** New feed addresses: each one means every subscribed calendar must be set up again. */
  calendarFeedRegeneratePerAccount: rule('calendar-feed-regenerate:account', 10, HOUR),
} as const satisfies Record<string, RateLimitRule>

export type RateLimitRuleId = keyof typeof RATE_LIMITS
