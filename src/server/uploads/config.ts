import path from 'node:path'

import { localDiskStorage } from './localDisk'
import { s3Storage, type S3Settings } from './s3Storage'
import type { UploadStorage } from './storage'
import { DEFAULT_DOCUMENT_MAX_COUNT, DEFAULT_DOCUMENT_MAX_MB } from '@/domain/schemas'

// Read on every call, so a changed environment (tests, a restarted server) is picked up without a rebuild.

/** The folder that holds uploaded files: UPLOAD_DIR, else `.uploads` in the project folder. */
export function uploadDir(): string {
  const configured = process.env.UPLOAD_DIR?.trim()
  return path.resolve(configured || path.join(process.cwd(), '.uploads'))
}

const setting = (name: string) => process.env[name]?.trim() || undefined

/**
 * S3 instead of the local disk when S3_BUCKET is set: S3_REGION (default eu-central-1), S3_ENDPOINT for
 * an S3-compatible store, S3_FORCE_PATH_STYLE=true for MinIO-like stores, and S3_ACCESS_KEY_ID with
 * S3_SECRET_ACCESS_KEY (else the SDK's default credential chain). Null when S3_BUCKET is not set.
 */
export function s3Settings(): S3Settings | null {
  const bucket = setting('S3_BUCKET')
  if (!bucket) return null
  const endpoint = setting('S3_ENDPOINT')
  if (endpoint !== undefined && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol))) {
    throw new Error(`S3_ENDPOINT is not an http(s) URL: ${JSON.stringify(endpoint)}`)
  }
  const accessKeyId = setting('S3_ACCESS_KEY_ID')
  const secretAccessKey = setting('S3_SECRET_ACCESS_KEY')
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (then the AWS credential chain applies).',
    )
  }
  return {
    bucket,
    region: setting('S3_REGION') ?? 'eu-central-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: setting('S3_FORCE_PATH_STYLE')?.toLowerCase() === 'true',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}

// One S3 client per configuration, so connections and resolved credentials are reused between requests.
let s3Cache: { settings: string; storage: UploadStorage } | undefined

/** The configured storage: S3 when S3_BUCKET is set, else the local disk under UPLOAD_DIR. */
export function uploadStorage(): UploadStorage {
  const settings = s3Settings()
  if (!settings) return localDiskStorage(uploadDir())
  const fingerprint = JSON.stringify(settings)
  if (s3Cache?.settings !== fingerprint) s3Cache = { settings: fingerprint, storage: s3Storage(settings) }
  return s3Cache.storage
}

/**
 * Where incoming bytes wait until they are checked: inside the upload folder, so storing them is a rename.
 * With S3 only pictures pass through it, downloaded to be re-encoded.
 */
export function stagingDir(): string {
  return path.join(uploadDir(), '.staging')
}

function positiveNumber(raw: string | undefined, fallback: number, integer: boolean): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  const valid = Number.isFinite(value) && value > 0 && (!integer || Number.isInteger(value))
  return valid ? value : fallback
}

/** Largest document in MB of 1 000 000 bytes: UPLOAD_DOCUMENT_MAX_MB, default 10. */
export function documentMaxMb(): number {
  return positiveNumber(process.env.UPLOAD_DOCUMENT_MAX_MB, DEFAULT_DOCUMENT_MAX_MB, false)
}

/** How many stored documents one user may have: UPLOAD_DOCUMENT_MAX_COUNT, default 5. */
export function documentMaxCount(): number {
  return positiveNumber(process.env.UPLOAD_DOCUMENT_MAX_COUNT, DEFAULT_DOCUMENT_MAX_COUNT, true)
}
