import { json } from '../http'
import type { Refusal } from '@/server/consultants/formData'
import type { ApiT } from '@/server/i18n'

/** 400 for a value the schema accepted but the server refuses, named at its field. */
export const refusedField = (t: ApiT, { refused }: Refusal) =>
  json(400, { message: t('invalidInput'), errors: [refused] })
