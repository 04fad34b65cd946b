import { describe, expect, it } from 'vitest'

import { FALLBACK_FILE_NAME, FILE_NAME_MAX_LENGTH, safeFileName, withExtension } from './safeFileName'

describe('safeFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['My CV 2026-03.pdf', 'My CV 2026-03.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\win.ini', 'win.ini'],
    ['/var/www/../../photo.jpg', 'photo.jpg'],
    ['C:\\Users\\ada\\Desktop\\photo.png', 'photo.png'],
    ['..', FALLBACK_FILE_NAME],
    ['.', FALLBACK_FILE_NAME],
    ['../', FALLBACK_FILE_NAME],
    ['', FALLBACK_FILE_NAME],
    ['   ', FALLBACK_FILE_NAME],
    ['.htaccess', 'htaccess'],
    ['photo..jpg', 'photo.jpg'],
    ['photo.jpg.', 'photo.jpg'],
    ['photo.jpg\u0000.html', 'photo.jpg.html'],
    ['a\u0000b\u001fc\u007f.pdf', 'abc.pdf'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['Lebenslauf Müller.pdf', 'Lebenslauf Muller.pdf'],
    ['Curriculum_Señora_Ångström.pdf', 'Curriculum_Senora_Angstrom.pdf'],
    ['履歴書.pdf', '___.pdf'],
    ['emoji 😀.png', 'emoji __.png'],
    ['a"b<c>d|e*f?g:h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['%2e%2e%2fetc.pdf', '_2e_2e_2fetc.pdf'],
    ['two  spaces.pdf', 'two spaces.pdf'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected)
  })

  it('keeps at most 100 characters and the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`)
    expect(name).toHaveLength(FILE_NAME_MAX_LENGTH)
    expect(name.endsWith('.pdf')).toBe(true)
  })

  it('cuts a long name without an extension', () => {
    expect(safeFileName('b'.repeat(150))).toBe('b'.repeat(FILE_NAME_MAX_LENGTH))
  })

  it('treats a very long "extension" as part of the name', () => {
    const name = safeFileName(`x.${'c'.repeat(200)}`)
    expect(name).toHaveLength(FILE_NAME_MAX_LENGTH)
    expect(name.startsWith('x.ccc')).toBe(true)
  })

  it.each([
    '../../etc/passwd',
    '..\\..\\win.ini',
    '\u0000',
    '....//....//x',
    `${'../'.repeat(60)}x`,
    '\u202e\u0000gpj.exe',
  ])('always gives a plain base name for %j', (name) => {
    const safe = safeFileName(name)
    expect(safe).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._ -]{0,99}$/)
    expect(safe).not.toContain('..')
    expect(safe.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH)
  })
})

describe('withExtension', () => {
  it.each([
    ['photo.png', 'jpg', 'photo.jpg'],
    ['photo.JPEG', 'jpg', 'photo.jpg'],
    ['my.photo.png', 'jpg', 'my.photo.jpg'],
    ['photo', 'jpg', 'photo.jpg'],
    ['file', 'jpg', 'file.jpg'],
    [`${'a'.repeat(96)}.png`, 'jpg', `${'a'.repeat(96)}.jpg`],
    ['b'.repeat(100), 'jpg', `${'b'.repeat(96)}.jpg`],
  ])('%s with %s → %s', (name, extension, expected) => {
    expect(withExtension(name, extension)).toBe(expected)
  })
})
