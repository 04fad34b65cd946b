export * from './timezone'
export * from './timezoneOptions'
