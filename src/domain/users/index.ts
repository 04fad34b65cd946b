export * from './roles'
