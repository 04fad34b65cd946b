import path from 'node:path'

import { localDiskStorage } from './localDisk'
import type { UploadStorage } from './storage'
import { DEFAULT_DOCUMENT_MAX_COUNT, DEFAULT_DOCUMENT_MAX_MB } from '@/domain/schemas'

// Read on every call, so a changed environment (tests, a restarted server) is picked up without a rebuild.

/** The folder that holds uploaded files: UPLOAD_DIR, else `.uploads` in the project folder. */
export function uploadDir(): string {
  const configured = process.env.UPLOAD_DIR?.trim()
  return path.resolve(configured || path.join(process.cwd(), '.uploads'))
}

/** The configured storage; for now the local disk under UPLOAD_DIR. */
export function uploadStorage(): UploadStorage {
  return localDiskStorage(uploadDir())
}

/** Where incoming bytes wait until they are checked: inside the upload folder, so storing them is a rename. */
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
