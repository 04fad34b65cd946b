import type { Caller } from '@/domain/inquiries'
import type { User } from '@/payload-types'
import { forbidden, invalidInput, notFound, text } from '@/server/http/refusal'
import type { CallerRule } from '@/server/http/requireCaller'

/** A signed-in consultee or consultant whose account is ACTIVE; anybody else is refused as forbidden. */
export const INQUIRY_CALLER: CallerRule = {
  roles: ['USER', 'CONSULTANT'],
  active: 'forbidden',
  forbiddenText: text('inquiries', 'api.forbidden'),
}

export const callerOf = (user: Pick<User, 'id' | 'role'>): Caller => ({ id: user.id, role: user.role })

export const inquiryForbidden = () => forbidden(text('inquiries', 'api.forbidden'))
export const inquiryNotFound = () => notFound(text('inquiries', 'api.notFound'))
export const badQuery = (path: string) =>
  invalidInput([{ path, message: 'Invalid_value' }], text('inquiries', 'api.invalidInput'))
