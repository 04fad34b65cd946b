import type { Access, SanitizedConfig } from 'payload'

import { deletePreference } from '../admin/deletePreference'

import { canAccessAdminPanel } from '../../../access/canAccessAdminPanel'
import { nobody } from '../../../access/nobody'

/** Staff only, and then by Payload's own rule (a panel preference is its owner's). */
const staffAnd =
  (rule: Access | undefined): Access =>
  (args) =>
    canAccessAdminPanel(args) && (rule ? rule(args) : true)

/*
 * Payload adds collections and a global of its own after our config is sanitised, and gives some of them its
 * default access rule (anyone signed in may read, write and delete). Consultants and consultees have no
 * business there: the migration records and the job statistics (which the job scheduler reads) are the
 * server's alone; document locks and panel preferences are tools of the admin panel.
 */
const COLLECTIONS: Record<string, (rule: Access | undefined) => Access> = {
  'payload-migrations': () => nobody,
  'payload-locked-documents': staffAnd,
  'payload-preferences': staffAnd,
}
const GLOBALS: Record<string, Access> = { 'payload-jobs-stats': nobody }
const OPERATIONS = ['read', 'create', 'update', 'delete'] as const

/** Gives Payload's own collections and globals the access rules of this product, for every door, and mends one route. */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const close = COLLECTIONS[collection.slug]
    if (!close) continue
    const access = { ...collection.access }
    for (const operation of OPERATIONS) access[operation] = close(collection.access[operation])
    collection.access = access
  }
  const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')
  for (const endpoint of preferences?.endpoints || []) {
    if (endpoint.method === 'delete' && endpoint.path === '/:key') endpoint.handler = deletePreference
  }
  for (const global of config.globals) {
    const rule = GLOBALS[global.slug]
    if (rule) global.access = { ...global.access, read: rule, update: rule }
  }
  return config
}
