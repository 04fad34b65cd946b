/** Inclusive byte positions of a part of a stored file. */
export type ByteRange = { start: number; end: number }

/**
 * Where checked uploads live, addressed by their key. Incoming bytes are first staged in a local file
 * (see staging.ts) and handed over with `put` once they passed the checks; a remote store (S3) can
 * implement the same four calls.
 */
export interface UploadStorage {
  /** Takes over the staged file as the content of `key` (the staged file is gone afterwards). */
  put(key: string, stagedFile: string, contentType: string): Promise<void>
  /** Size in bytes of the stored content, or null when there is none. */
  size(key: string): Promise<number | null>
  /** The stored content, whole or one range of it. */
  read(key: string, range?: ByteRange): ReadableStream<Uint8Array>
  /** Removes the content; removing missing content is not an error. */
  remove(key: string): Promise<void>
}
