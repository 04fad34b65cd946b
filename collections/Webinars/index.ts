export { WebinarRegistrations } from './registrations'
export { Webinars } from './webinars'
