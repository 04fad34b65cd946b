export * from './timezone'
