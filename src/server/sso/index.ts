// Safe to import from pages: only reads the environment. The flow itself lives in the sibling modules.
export { isSsoConfigured } from './settings'
