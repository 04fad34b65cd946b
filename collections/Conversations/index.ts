export { Conversations } from './conversations'
export { InquiryMessages } from './inquiryMessages'
