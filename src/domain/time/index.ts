export * from './formatDateTime'
export * from './timezone'
export * from './timezoneOptions'
export * from './monthYear'
