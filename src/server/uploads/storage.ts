/** Inclusive byte positions of a part of a stored file. */
export type ByteRange = { start: number; end: number }

/**
 * Where checked uploads live, addressed by their key. Incoming bytes are first staged in a local file
 * (see staging.ts) and handed over with `put` once they passed the checks. A store the browser sends
 * the bytes to itself (S3) adds `direct`.
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
  /** Present when browsers upload to and download from the store directly, with presigned URLs. */
  direct?: DirectTransfer
}

/** One version of the bytes a browser sent for a key: a changed upload is a new version. */
export type IncomingObject = { size: number; version: string }

/** Headers the store answers a presigned download with. */
export type DownloadHeaders = { contentType: string; contentDisposition: string; cacheControl: string }

/**
 * Uploads that bypass this server: the browser sends the bytes to an incoming area (never served),
 * the server checks them there and only then makes them the stored content of the key, so bytes sent
 * again with the same upload URL after the check never reach the stored file.
 */
export interface DirectTransfer {
  /** A presigned URL to PUT the bytes of `key` to, valid for a short time and only with this Content-Type. */
  uploadUrl(key: string, contentType: string): Promise<string>
  /** What arrived for `key`, or null when nothing did. */
  incoming(key: string): Promise<IncomingObject | null>
  /** That version of the arrived bytes, whole or one range; fails when they were replaced meanwhile. */
  readIncoming(key: string, version: string, range?: ByteRange): ReadableStream<Uint8Array>
  /** Makes that version of the arrived bytes the stored content of `key` (inside the store), then drops them. */
  promote(key: string, version: string, contentType: string): Promise<void>
  /** Drops the arrived bytes; dropping nothing is not an error. */
  discardIncoming(key: string): Promise<void>
  /** A presigned URL that reads the stored content of `key` for a short time, answered with these headers. */
  downloadUrl(key: string, headers: DownloadHeaders, expiresInSeconds: number): Promise<string>
}
