import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { mailFrom } from '../env'

type Address = SendEmailOptions['to']

function firstAddress(value: Address): string {
  const first = Array.isArray(value) ? value[0] : value
  if (!first) return ''
  return typeof first === 'string' ? first : first.address
}

/**
 * Payload email adapter on nodemailer. With SMTP_URL it sends; without it the message is logged and,
 * outside production, kept for the dev mailbox page.
 */
export const nodemailerAdapter =
  (): EmailAdapter =>
  ({ payload }) => {
    const smtpUrl = process.env.SMTP_URL
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
    const from = mailFrom()
    return {
      name: 'careerbridge-nodemailer',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        if (transport) return transport.sendMail({ from: `${from.name} <${from.address}>`, ...message })
        const to = firstAddress(message.to)
        payload.logger.info(`mail (not sent, no SMTP_URL): "${message.subject ?? ''}"`)
        if (process.env.NODE_ENV !== 'production') {
          await payload.create({
            collection: 'dev-mails',
            data: {
              to,
              subject: message.subject ?? '',
              text: String(message.text ?? ''),
              html: String(message.html ?? ''),
            },
          })
        }
        return { accepted: [to] }
      },
    }
  }
