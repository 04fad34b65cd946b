/** The limits of spec §5/§8 and issue 8 for inquiry messages. */
export const MESSAGE_MIN_LENGTH = 1
export const MESSAGE_MAX_LENGTH = 2000
export const PREVIEW_LENGTH = 120
/** A recipient gets at most one email per conversation in this window. */
export const EMAIL_THROTTLE_MS = 15 * 60 * 1000
/** A sender may send at most this many messages in a rolling minute. */
export const RATE_LIMIT_MESSAGES = 20
export const RATE_LIMIT_WINDOW_MS = 60 * 1000
/** An idle tab asks for new messages at most this often. */
export const POLL_INTERVAL_MS = 10_000
