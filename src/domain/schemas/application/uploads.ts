import { msg, type ValidationMessage } from '../messages'

/** What the checks need of a picked file; a browser File has all three. */
export type FileFacts = { name: string; type: string; size: number }

export const IMAGE_MAX_BYTES = 5_242_880
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const

export const VIDEO_MAX_BYTES = 500 * 1024 * 1024
export const VIDEO_TYPES = [
  'video/mp4',
  'video/webm',
  'video/x-msvideo',
  'video/quicktime',
  'video/x-matroska',
] as const
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'avi', 'mov', 'mkv'] as const

/** Document limits are set in MB of 1 000 000 bytes. */
export const BYTES_PER_DOCUMENT_MB = 1_000_000

const extension = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

// The declared type decides; a file without one (some browsers leave it blank) is judged by its extension.
export const hasAllowedType = (
  file: Pick<FileFacts, 'name' | 'type'>,
  types: readonly string[],
  extensions: readonly string[],
) =>
  file.type.trim() === '' ? extensions.includes(extension(file.name)) : types.includes(file.type.trim().toLowerCase())

const validSize = (size: number) => Number.isFinite(size) && size >= 0

/** A profile picture: jpg, jpeg or png of at most 5 MB. */
export function checkImageFile(file: FileFacts): ValidationMessage | null {
  if (!hasAllowedType(file, IMAGE_TYPES, IMAGE_EXTENSIONS)) return msg('Not_allowed_file_type')
  if (!validSize(file.size) || file.size > IMAGE_MAX_BYTES) return msg('File_size_exceeds_5_MB')
  return null
}

/** An intro video: mp4, webm, avi, QuickTime or Matroska of at most 500 MB. */
export function checkVideoFile(file: FileFacts): ValidationMessage | null {
  if (!hasAllowedType(file, VIDEO_TYPES, VIDEO_EXTENSIONS)) return msg('Not_allowed_file_type')
  if (!validSize(file.size) || file.size > VIDEO_MAX_BYTES) return msg('Video_size_exceeds_500_MB')
  return null
}

export type DocumentRules = {
  /** Largest allowed document, in MB of 1 000 000 bytes. */
  maxSizeMb: number
  /** Several documents may be uploaded; otherwise only one. */
  multiple: boolean
  /** How many documents multi mode allows in all. */
  maxCount: number
}

/** A document about to join `existing` (the ones already uploaded). */
export function checkDocumentFile(
  file: FileFacts,
  existing: readonly Pick<FileFacts, 'name'>[],
  rules: DocumentRules,
): ValidationMessage | null {
  if (!rules.multiple && existing.length > 0) return msg('You_can_upload_only_one_document')
  if (rules.multiple && existing.some((other) => other.name === file.name)) return msg('Duplicate_file')
  if (rules.multiple && existing.length >= rules.maxCount) return msg('Max_documents_exceeded')
  if (!validSize(file.size) || file.size > rules.maxSizeMb * BYTES_PER_DOCUMENT_MB)
    return msg('Document_size_exceeds_limit')
  return null
}

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff]
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

/** The image format named by a file's first bytes, whatever its name or declared type say. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg'
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  return null
}
