import { describe, expect, it } from 'vitest'

import { escapeHtml, linkedHtml } from './html'

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>"A" & \'B\'</b>', '&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;'],
  ])('%j → %j', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected)
  })
})

describe('linkedHtml', () => {
  it.each([
    ['no address', 'no address'],
    [
      'Join: https://meet.example.com/a?b=1',
      'Join: <a href="https://meet.example.com/a?b=1">https://meet.example.com/a?b=1</a>',
    ],
    ['<script> at http://x.test', '&lt;script&gt; at <a href="http://x.test">http://x.test</a>'],
    [
      'two: http://a.test and https://b.test',
      'two: <a href="http://a.test">http://a.test</a> and <a href="https://b.test">https://b.test</a>',
    ],
  ])('%j', (text, expected) => {
    expect(linkedHtml(text)).toBe(expected)
  })
})
