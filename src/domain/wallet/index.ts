export * from './earningTypes'
