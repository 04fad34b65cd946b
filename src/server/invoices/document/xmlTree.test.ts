import { describe, expect, it } from 'vitest'

import { el, elWith, escapeXml, serializeXml } from './xmlTree'

describe('escapeXml', () => {
  it.each([
    ['Weber & Söhne <GmbH>', 'Weber &amp; Söhne &lt;GmbH&gt;'],
    [`"quoted" 'single'`, '&quot;quoted&quot; &apos;single&apos;'],
    ['bell\u0007 and form feed\u000C dropped', 'bell and form feed dropped'],
    ['tab\tand newline\nkept', 'tab\tand newline\nkept'],
  ])('%j → %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected)
  })
})

describe('serializeXml', () => {
  it('writes attributes, nested elements and text, leaving out absent children', () => {
    const xml = serializeXml(
      elWith(
        'a:Root',
        { 'xmlns:a': 'urn:a' },
        el('a:Text', 'x < y'),
        null,
        false,
        [el('a:Empty'), undefined],
        elWith('a:Amount', { currencyID: 'EUR' }, '1.00'),
      ),
    )
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<a:Root xmlns:a="urn:a">',
        '  <a:Text>x &lt; y</a:Text>',
        '  <a:Empty/>',
        '  <a:Amount currencyID="EUR">1.00</a:Amount>',
        '</a:Root>',
        '',
      ].join('\n'),
    )
  })
})
