import { describe, expect, it } from 'vitest'

import { checkDocumentFile, checkImageFile, checkVideoFile, sniffImageType, type DocumentRules } from './uploads'

describe('checkImageFile', () => {
  it.each([
    [{ name: 'me.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'me.png', type: 'image/png', size: 5_242_880 }, null],
    [{ name: 'me.JPEG', type: '', size: 10 }, null],
    [{ name: 'me.gif', type: 'image/gif', size: 10 }, 'Not_allowed_file_type'],
    [{ name: 'me.webp', type: '', size: 10 }, 'Not_allowed_file_type'],
    [{ name: 'me', type: '', size: 10 }, 'Not_allowed_file_type'],
    [{ name: 'me.jpg', type: 'image/jpeg', size: 5_242_881 }, 'File_size_exceeds_5_MB'],
    [{ name: 'me.jpg', type: 'image/jpeg', size: Number.NaN }, 'File_size_exceeds_5_MB'],
  ])('%j → %s', (file, expected) => {
    expect(checkImageFile(file)).toBe(expected)
  })
})

describe('checkVideoFile', () => {
  const MB = 1024 * 1024
  it.each([
    [{ name: 'a.mp4', type: 'video/mp4', size: 500 * MB }, null],
    [{ name: 'a.webm', type: 'video/webm', size: 1 }, null],
    [{ name: 'a.avi', type: 'video/x-msvideo', size: 1 }, null],
    [{ name: 'a.mov', type: 'video/quicktime', size: 1 }, null],
    [{ name: 'a.mkv', type: 'video/x-matroska', size: 1 }, null],
    [{ name: 'a.mkv', type: '', size: 1 }, null],
    [{ name: 'a.mpeg', type: 'video/mpeg', size: 1 }, 'Not_allowed_file_type'],
    [{ name: 'a.mp4', type: 'application/octet-stream', size: 1 }, 'Not_allowed_file_type'],
    [{ name: 'a.mp4', type: 'video/mp4', size: 500 * MB + 1 }, 'Video_size_exceeds_500_MB'],
  ])('%j → %s', (file, expected) => {
    expect(checkVideoFile(file)).toBe(expected)
  })
})

describe('checkDocumentFile', () => {
  const single: DocumentRules = { maxSizeMb: 2, multiple: false, maxCount: 1 }
  const multi: DocumentRules = { maxSizeMb: 2, multiple: true, maxCount: 3 }
  const file = (name: string, size = 1000) => ({ name, type: 'application/pdf', size })
  it.each<[string, ReturnType<typeof file>, { name: string }[], DocumentRules, string | null]>([
    ['single, first file', file('cv.pdf'), [], single, null],
    ['single, exactly 2 MB', file('cv.pdf', 2_000_000), [], single, null],
    ['single, over 2 MB', file('cv.pdf', 2_000_001), [], single, 'Document_size_exceeds_limit'],
    ['single, a second file', file('cv2.pdf'), [{ name: 'cv.pdf' }], single, 'You_can_upload_only_one_document'],
    ['multi, a new file', file('b.pdf'), [{ name: 'a.pdf' }], multi, null],
    ['multi, same name', file('a.pdf'), [{ name: 'a.pdf' }], multi, 'Duplicate_file'],
    [
      'multi, one too many',
      file('d.pdf'),
      [{ name: 'a.pdf' }, { name: 'b.pdf' }, { name: 'c.pdf' }],
      multi,
      'Max_documents_exceeded',
    ],
    ['multi, too large', file('b.pdf', 3_000_000), [], multi, 'Document_size_exceeds_limit'],
  ])('%s', (_name, candidate, existing, rules, expected) => {
    expect(checkDocumentFile(candidate, existing, rules)).toBe(expected)
  })
})

describe('sniffImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0x00], 'jpeg'],
    [[0xff, 0xd8, 0xff], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00], 'png'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a], null],
    [[0xff, 0xd8], null],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], null],
    [[], null],
  ])('%j → %s', (bytes, expected) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(expected)
  })
})
