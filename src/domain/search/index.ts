export * from './consultantFilters'
export * from './listSubject'
export * from './searchText'
export * from './slotWindow'
