/** The reserved domain of addresses that replace a deleted account's email (RFC 2606: never delivered). */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid'

/** The placeholder email of deleted account `userId`: unique, so the email index stays satisfied. */
export function deletedEmailOf(userId: number): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`
}

export function isDeletedEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DELETED_EMAIL_DOMAIN}`)
}

/** What the messages of a deleted account say instead of what was written (the other side's stay readable). */
export const ERASED_MESSAGE_TEXT = '[deleted]'
