export * from './consultantFilters'
export * from './searchText'
