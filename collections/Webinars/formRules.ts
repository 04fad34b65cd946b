import { date, number, text, textarea } from 'payload/shared'

import { withFormRule, type FormRule } from '../shared/formRule'
import { webinarSchema } from '@/domain/webinars'

// Every field of a webinar is checked with the one webinar schema, for the admin panel, the API and the
// server's own writes (the seed) alike: the rules hold for every stored webinar.
const webinar: FormRule = { schema: () => webinarSchema, always: true }

export const webinarFieldRules = {
  text: withFormRule(text, webinar),
  textarea: withFormRule(textarea, webinar),
  date: withFormRule(date, webinar),
  number: withFormRule(number, webinar),
}
