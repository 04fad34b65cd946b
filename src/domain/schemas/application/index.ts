export * from './countries'
export * from './experience'
export * from './experienceEntries'
export * from './personalInformation'
export * from './profileDetails'
export * from './skillsServices'
export * from './taxInfo'
export * from './uploads'
export * from './uploadContent'
export * from './uploadConsents'
export * from './safeFileName'
export * from './byteRange'
export {
  CITY_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MONTH_PATTERN,
  addMonths,
  citySchema,
  countrySchema,
  currentMonthAt,
  monthSchemaAt,
} from './shared'
export * from './requests'
export * from './profileSections'
