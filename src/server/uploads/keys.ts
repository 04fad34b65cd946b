import { randomBytes } from 'node:crypto'

/** A new upload key: 24 random bytes in base64url (32 characters of A-Z a-z 0-9 _ -), unrelated to the file name. */
export function newUploadKey(): string {
  return randomBytes(24).toString('base64url')
}
