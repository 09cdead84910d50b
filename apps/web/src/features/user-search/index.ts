// The people search (spec 2 "Search Users"): Search Users, and the screens that find professionals.
export {
  UserSearch,
  SEARCH_MODES,
  type UserSearchMode,
  type UserSearchProps,
  type UserSearchRowActions,
  type UserSearchSelection,
} from './user-search';
export { KeyValueSearch, type KeyValue } from './key-value-search';
// The agency search (spec 2 §7), which the agency report screen shares.
export { searchAgencies } from './api/search-agencies';
