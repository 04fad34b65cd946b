import { text } from 'payload/shared'

import { withFormRule, type FormRule } from '../shared/formRule'
import { ownedUploadCheck } from '../shared/ownedUpload'
import { submitDataSchema } from '@/domain/consultee'
import { uploadKeyOfUrl } from '@/domain/schemas'

// A user's name, time zone and picture, checked with the personal-data form (POST submit-data), whose
// rules the sign-up, the profile pages and the application's first step share.

const personal: FormRule = {
  schema: () => submitDataSchema,
  formValues: ({ imageUrl, ...user }) => ({ ...user, image: imageUrl }),
}

const pictureFormat = withFormRule(text, { ...personal, key: 'image' })

export const userFieldRules = {
  name: withFormRule(text, personal),
  // Every stored zone already is a known one (the rule is older than this check), so it binds every write.
  timezone: withFormRule(text, { ...personal, always: true }),
  /** An outside http(s) picture, or one of the user's own uploaded pictures, as the endpoints demand. */
  imageUrl: (async (value, options) => {
    const format = await pictureFormat(value, options)
    if (format !== true) return format
    return ownedUploadCheck(uploadKeyOfUrl(value), options.id, 'image', 'Invalid_image_url', options, value)
  }) as typeof pictureFormat,
}
