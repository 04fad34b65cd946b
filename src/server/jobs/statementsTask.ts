import type { TaskConfig } from 'payload'

import { issueStatements } from '@/server/invoices/issueStatements'
import { sendStatementMail } from '@/server/invoices/statementMail'

/** Daily at 03:00: last month's earnings statements that are not issued yet (see issueStatements). */
export const statementsTask: TaskConfig<{ input: Record<string, never>; output: { issued: number } }> = {
  slug: 'monthlyStatements',
  retries: 0,
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { issued: await issueStatements(req.payload, new Date()) } }),
}

/** Emails one issued statement to its consultant. */
export const statementMailTask: TaskConfig<{ input: { statementId: number }; output: { sent: boolean } }> = {
  slug: 'statementMail',
  retries: 5,
  inputSchema: [{ name: 'statementId', type: 'number', required: true }],
  handler: async ({ input, req }) => ({ output: { sent: await sendStatementMail(req.payload, input.statementId) } }),
}
