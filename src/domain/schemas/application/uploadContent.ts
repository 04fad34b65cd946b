import { z } from 'zod'

import { consentListSchema } from '../../consents'
import { msg } from '../messages'
import {
  BYTES_PER_DOCUMENT_MB,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  hasAllowedType,
  sniffImageType,
  type FileFacts,
} from './uploads'

// A CV is a document of a consultee's own, kept apart from a consultant's verification documents: it
// needs other consents and does not count towards their limit.
export const UPLOAD_CONTEXTS = ['image', 'video', 'document', 'cv'] as const
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number]

/** The kinds a stored CV may have: CVs uploaded before they had a kind of their own were stored as documents. */
export const CV_UPLOAD_CONTEXTS: readonly UploadContext[] = ['cv', 'document']

/** Whether stored files of the context are served to their owner and staff only, as downloads. */
export const isPrivateUpload = (context: UploadContext) => context === 'document' || context === 'cv'

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const

/** Defaults of UPLOAD_DOCUMENT_MAX_MB and UPLOAD_DOCUMENT_MAX_COUNT. */
export const DEFAULT_DOCUMENT_MAX_MB = 10
export const DEFAULT_DOCUMENT_MAX_COUNT = 5

/** How many leading bytes the sniffers look at; shorter files are judged on what they have. */
export const SNIFF_BYTES = 64

/** Upload keys: random, URL- and file-name-safe (no dots, no slashes). */
export const UPLOAD_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
/** Where a stored upload is served: `/api/uploads/file/<key>`. */
export const UPLOADED_FILE_PATH_PREFIX = '/api/uploads/file/'

/** The key of one of our own upload URLs, or null for any other value. */
export function uploadKeyOfUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith(UPLOADED_FILE_PATH_PREFIX)) return null
  const key = url.slice(UPLOADED_FILE_PATH_PREFIX.length)
  return UPLOAD_KEY_PATTERN.test(key) ? key : null
}

const ACCEPTED: Record<UploadContext, { types: readonly string[]; extensions: readonly string[] }> = {
  image: { types: IMAGE_TYPES, extensions: IMAGE_EXTENSIONS },
  video: { types: VIDEO_TYPES, extensions: VIDEO_EXTENSIONS },
  document: { types: DOCUMENT_TYPES, extensions: DOCUMENT_EXTENSIONS },
  cv: { types: DOCUMENT_TYPES, extensions: DOCUMENT_EXTENSIONS },
}

/** Largest file of a context in bytes: image 5 MiB, video 500 MiB, document or CV the configured MB of 1 000 000 bytes. */
export function uploadMaxBytes(context: UploadContext, documentMaxMb: number): number {
  if (context === 'image') return IMAGE_MAX_BYTES
  if (context === 'video') return VIDEO_MAX_BYTES
  return Math.floor(documentMaxMb * BYTES_PER_DOCUMENT_MB)
}

/** The limit as the number of MB the messages name (5 and 500 for images and videos, as the spec says). */
export function uploadLimitMb(context: UploadContext, documentMaxMb: number): number {
  if (context === 'image') return 5
  if (context === 'video') return 500
  return documentMaxMb
}

/** Whether the declared type (or, when blank, the name's extension) is accepted for the context. */
export function isDeclaredTypeAllowed(context: UploadContext, file: Pick<FileFacts, 'name' | 'type'>): boolean {
  return hasAllowedType(file, ACCEPTED[context].types, ACCEPTED[context].extensions)
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  from + length > bytes.length ? '' : String.fromCharCode(...bytes.subarray(from, from + length))

const EBML_SIGNATURE = [0x1a, 0x45, 0xdf, 0xa3]
// ISO base media files that are pictures or sound, not video: HEIF/HEIC, AVIF and iTunes audio.
const NON_VIDEO_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis'])
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P '])

export type VideoFormat = 'mp4' | 'quicktime' | 'webm' | 'matroska' | 'avi'

/** The video container named by a file's first bytes, whatever its name or declared type say. */
export function sniffVideoType(bytes: Uint8Array): VideoFormat | null {
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4)
    if (brand === 'qt  ') return 'quicktime'
    if (NON_VIDEO_BRANDS.has(brand) || AUDIO_BRANDS.has(brand) || brand === '') return null
    return 'mp4'
  }
  if (EBML_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    // The EBML header names its DocType ("webm" or "matroska") within the first few dozen bytes.
    return String.fromCharCode(...bytes.subarray(0, SNIFF_BYTES)).includes('webm') ? 'webm' : 'matroska'
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'avi'
  return null
}

export type DocumentFormat = 'pdf' | 'jpeg' | 'png'

/** The document format named by a file's first bytes: PDF, or a JPEG or PNG scan. */
export function sniffDocumentType(bytes: Uint8Array): DocumentFormat | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf'
  return sniffImageType(bytes)
}

const CONTENT_TYPES: Record<VideoFormat | DocumentFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  quicktime: 'video/quicktime',
  webm: 'video/webm',
  matroska: 'video/x-matroska',
  avi: 'video/x-msvideo',
}

/** The content type of an upload judged by its first bytes, or null when they are not allowed for the context. */
export function sniffContentType(context: UploadContext, head: Uint8Array): string | null {
  const format =
    context === 'image' ? sniffImageType(head) : context === 'video' ? sniffVideoType(head) : sniffDocumentType(head)
  return format ? CONTENT_TYPES[format] : null
}

const userIdSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .transform(Number),
  ],
  { error: msg('Invalid_value') },
)

/** Body of POST /api/uploads/presign; the type and size rules are applied after parsing (415 and 413). */
export const presignRequestSchema = z.object(
  {
    fileName: z
      .string({ error: msg('Invalid_value') })
      .min(1, { error: msg('Invalid_value') })
      .max(1000),
    fileType: z
      .string({ error: msg('Invalid_value') })
      .max(255)
      .default(''),
    context: z.enum(UPLOAD_CONTEXTS, { error: msg('Invalid_value') }),
    userId: userIdSchema.nullish(),
    fileSize: z
      .number({ error: msg('Invalid_value') })
      .int()
      .nonnegative()
      .optional(),
    // Checked per context by the server (uploadConsents.ts): a document or video needs its upload consents.
    consents: consentListSchema.default([]),
  },
  { error: msg('Invalid_request') },
)

export type PresignRequest = z.output<typeof presignRequestSchema>
