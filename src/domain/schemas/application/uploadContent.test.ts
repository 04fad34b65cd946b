import { describe, expect, it } from 'vitest'

import {
  UPLOAD_KEY_PATTERN,
  isDeclaredTypeAllowed,
  presignRequestSchema,
  sniffContentType,
  sniffDocumentType,
  sniffVideoType,
  uploadLimitMb,
  uploadMaxBytes,
  type UploadContext,
} from './uploadContent'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

const SIZE = [0x00, 0x00, 0x00, 0x18]
const MP4 = bytes(SIZE, 'ftypisom', [0, 0, 2, 0], 'isomiso2mp41')
const MOV = bytes(SIZE, 'ftypqt  ', [0, 0, 2, 0], 'qt  ')
const HEIC = bytes(SIZE, 'ftypheic', [0, 0, 0, 0], 'mif1heic')
const M4A = bytes(SIZE, 'ftypM4A ', [0, 0, 0, 0])
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm', [0x42, 0x87])
const MKV = bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88], 'matroska')
const AVI = bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST')
const WAV = bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt ')
const PDF = bytes('%PDF-1.7\n')
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])
const HTML = bytes('<!DOCTYPE html><html><body>hi</body></html>')

describe('sniffVideoType', () => {
  it.each([
    ['mp4', MP4, 'mp4'],
    ['QuickTime', MOV, 'quicktime'],
    ['WebM', WEBM, 'webm'],
    ['Matroska', MKV, 'matroska'],
    ['AVI', AVI, 'avi'],
    ['HEIC picture', HEIC, null],
    ['M4A audio', M4A, null],
    ['WAV audio', WAV, null],
    ['ftyp without a brand', bytes(SIZE, 'ftyp'), null],
    ['PDF', PDF, null],
    ['HTML', HTML, null],
    ['nothing', new Uint8Array(), null],
  ])('%s → %s', (_name, head, expected) => {
    expect(sniffVideoType(head)).toBe(expected)
  })
})

describe('sniffDocumentType', () => {
  it.each([
    ['PDF', PDF, 'pdf'],
    ['JPEG', JPEG, 'jpeg'],
    ['PNG', PNG, 'png'],
    ['almost PDF', bytes('%PDF'), null],
    ['PDF not at the start', bytes(' %PDF-1.7'), null],
    ['HTML', HTML, null],
    ['mp4', MP4, null],
  ])('%s → %s', (_name, head, expected) => {
    expect(sniffDocumentType(head)).toBe(expected)
  })
})

describe('sniffContentType', () => {
  it.each<[UploadContext, Uint8Array, string | null]>([
    ['image', JPEG, 'image/jpeg'],
    ['image', PNG, 'image/png'],
    ['image', PDF, null],
    ['image', HTML, null],
    ['video', MP4, 'video/mp4'],
    ['video', MOV, 'video/quicktime'],
    ['video', WEBM, 'video/webm'],
    ['video', MKV, 'video/x-matroska'],
    ['video', AVI, 'video/x-msvideo'],
    ['video', JPEG, null],
    ['document', PDF, 'application/pdf'],
    ['document', PNG, 'image/png'],
    ['document', MP4, null],
    ['document', HTML, null],
  ])('%s with %j → %s', (context, head, expected) => {
    expect(sniffContentType(context, head)).toBe(expected)
  })
})

describe('uploadMaxBytes and uploadLimitMb', () => {
  it.each<[UploadContext, number, number, number]>([
    ['image', 10, 5_242_880, 5],
    ['video', 10, 524_288_000, 500],
    ['document', 10, 10_000_000, 10],
    ['document', 2, 2_000_000, 2],
    ['document', 0.5, 500_000, 0.5],
  ])('%s (documents %d MB) → %d bytes, %d MB', (context, documentMb, bytesLimit, mb) => {
    expect(uploadMaxBytes(context, documentMb)).toBe(bytesLimit)
    expect(uploadLimitMb(context, documentMb)).toBe(mb)
  })
})

describe('isDeclaredTypeAllowed', () => {
  it.each<[UploadContext, string, string, boolean]>([
    ['image', 'me.jpg', 'image/jpeg', true],
    ['image', 'me.png', 'IMAGE/PNG', true],
    ['image', 'me.jpeg', '', true],
    ['image', 'me.gif', 'image/gif', false],
    ['image', 'me.pdf', 'application/pdf', false],
    ['image', 'page.html', '', false],
    ['video', 'intro.mp4', 'video/mp4', true],
    ['video', 'intro.mov', 'video/quicktime', true],
    ['video', 'intro.mkv', '', true],
    ['video', 'intro.mpeg', 'video/mpeg', false],
    ['document', 'cv.pdf', 'application/pdf', true],
    ['document', 'scan.png', 'image/png', true],
    ['document', 'cv.pdf', '', true],
    ['document', 'cv.docx', '', false],
    ['document', 'cv.exe', 'application/x-msdownload', false],
  ])('%s: %s (%s) → %s', (context, name, type, expected) => {
    expect(isDeclaredTypeAllowed(context, { name, type })).toBe(expected)
  })
})

describe('UPLOAD_KEY_PATTERN', () => {
  it.each([
    ['Q2x5b3VkLWtleS0xMjM0NTY3OA', true],
    ['abc_DEF-ghi_JKL-mno', true],
    ['short', false],
    ['../../etc/passwd-xxxxxxxx', false],
    ['with.dot.xxxxxxxxxxxxxxxx', false],
    ['with/slash/xxxxxxxxxxxxxx', false],
    ['x'.repeat(65), false],
  ])('%s → %s', (key, expected) => {
    expect(UPLOAD_KEY_PATTERN.test(key)).toBe(expected)
  })
})

describe('presignRequestSchema', () => {
  const valid = { fileName: 'me.jpg', fileType: 'image/jpeg', context: 'image' }
  it.each([
    ['a minimal body', valid, true],
    ['a numeric userId', { ...valid, userId: 7 }, true],
    ['a userId as digits', { ...valid, userId: '7' }, true],
    ['a null userId', { ...valid, userId: null }, true],
    ['a fileSize', { ...valid, fileSize: 1000 }, true],
    ['no fileType', { fileName: 'me.jpg', context: 'image' }, true],
    ['an unknown context', { ...valid, context: 'audio' }, false],
    ['no fileName', { ...valid, fileName: '' }, false],
    ['a negative fileSize', { ...valid, fileSize: -1 }, false],
    ['a fractional fileSize', { ...valid, fileSize: 1.5 }, false],
    ['a userId that is not a number', { ...valid, userId: 'abc' }, false],
    ['not an object', 'me.jpg', false],
  ])('%s → %s', (_name, body, expected) => {
    expect(presignRequestSchema.safeParse(body).success).toBe(expected)
  })

  it('turns a userId given as digits into a number', () => {
    expect(presignRequestSchema.parse({ ...valid, userId: '42' }).userId).toBe(42)
  })
})
