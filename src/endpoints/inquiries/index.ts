import { archiveEndpoint } from './archive'
import { conversationsEndpoint } from './conversations'
import { sendMessageEndpoint } from './sendMessage'
import { threadEndpoint } from './thread'

/** The /api/chat calls of API.md "Inquiries". */
export const inquiryEndpoints = [sendMessageEndpoint, conversationsEndpoint, threadEndpoint, archiveEndpoint]
