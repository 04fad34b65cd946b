import type { FieldHook } from 'payload'

import { normalizePromoCode } from '@/domain/money'

export const normalizeCode: FieldHook = ({ value }) => (typeof value === 'string' ? normalizePromoCode(value) : value)
