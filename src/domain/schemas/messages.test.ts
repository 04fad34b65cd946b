import { describe, expect, it } from 'vitest'

import de from '../../i18n/messages/de.json'
import en from '../../i18n/messages/en.json'
import { VALIDATION_MESSAGES } from './messages'

describe.each([
  ['en', en.validation],
  ['de', de.validation],
])('"validation" messages in %s', (_locale, messages) => {
  it('translate every key the schemas and consent checks return, and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual([...VALIDATION_MESSAGES].sort())
  })
})

it('German validation messages are translated', () => {
  const same = VALIDATION_MESSAGES.filter((key) => en.validation[key] === de.validation[key])
  expect(same).toEqual([])
})
