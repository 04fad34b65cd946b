export { serviceId, slugify } from './slug'
export { DEMAND_LEVELS, type Category, type Demand, type Localized, type LocalizedService, type Service } from './types'
export { CATEGORIES, SERVICES, findCategory, findService, isHighDemand, servicesFor, sortServices } from './services'
export * from './suggestions'
export { LANGUAGE_CODES, REFERRAL_SOURCES } from './languages'
export { MAJOR_IDS, MAJOR_LABELS, isMajorId, type MajorId } from './majors'
export {
  CATEGORIES_DROPDOWN_LIMIT,
  INDUSTRIES,
  categoriesDropdown,
  categoriesDropdownFrom,
  findIndustry,
  industryLabel,
  isMajorOf,
  majorIndustryCount,
  majorLabel,
  majorOptions,
  majorsFor,
  type CatalogueIndustry,
  type Industry,
  type Major,
  type Option,
} from './industries'
export * from './display'
