import type { Access } from 'payload'

/** Collection-level: only server code (Local API with overrideAccess) reads or writes these documents. */
export const nobody: Access = () => false
