import type { CollectionBeforeChangeHook } from 'payload'

import { profileSearchText } from '@/domain/search'

/** Keeps the text the consultant search indexes in step with the profile (runs after the display name is set). */
export const setSearchText: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
  ...data,
  searchText: profileSearchText({ ...originalDoc, ...data }),
})
