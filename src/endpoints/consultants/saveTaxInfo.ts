import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { msg, taxInfoRequestSchemaFor, taxInfoTargetSchema, toFieldErrors } from '@/domain/schemas'
import { loadTaxInfo, saveTaxInfo } from '@/server/consultants/taxInfo'
import { invalidInput, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * PUT /api/consultants/tax-info: the signed-in consultant's tax ID and VAT number with the tax consent.
 * The business type sent along (else the stored one) decides whether the VAT number is required.
 */
export const saveTaxInfoEndpoint: Endpoint = {
  path: '/consultants/tax-info',
  method: 'put',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'] })
    const userId = user.id
    const locale = requestLocale(req)
    const target = await parseBody(req, taxInfoTargetSchema)
    const { consultantId, consultantBusinessType: sentType, ...rest } = target.data
    requireCaller(req, { owner: consultantId })
    const businessType = sentType ?? (await loadTaxInfo(req.payload, userId)).consultantBusinessType
    if (!businessType) {
      const errors = [{ path: 'consultantBusinessType', message: msg('Business_type_required') }]
      throw invalidInput(errors, text('api', 'taxBusinessTypeRequired'))
    }
    const parsed = taxInfoRequestSchemaFor(businessType).safeParse(rest)
    if (!parsed.success) throw invalidInput(toFieldErrors(parsed.error))
    const { taxIdentificationNumber, vatNumber, consents } = parsed.data
    const taxInfo = await saveTaxInfo(req, userId, {
      taxIdentificationNumber,
      vatNumber,
      consultantBusinessType: sentType,
      consents,
      locale,
    })
    return json(200, taxInfo)
  },
}
