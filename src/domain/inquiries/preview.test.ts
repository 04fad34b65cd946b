import { expect, it } from 'vitest'

import { previewOf } from './preview'

it.each([
  ['Hello', 'Hello'],
  ['  two\n\nlines\there  ', 'two lines here'],
  ['x'.repeat(120), 'x'.repeat(120)],
  ['x'.repeat(121), `${'x'.repeat(119)}…`],
  ['😀'.repeat(130), `${'😀'.repeat(119)}…`],
  ['<b>kept</b>', '<b>kept</b>'],
])('preview of %j', (text, preview) => {
  expect(previewOf(text)).toBe(preview)
})
