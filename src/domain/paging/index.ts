export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, decodeCursor, encodeCursor, pageSizeOf, type Cursor } from './cursor'
