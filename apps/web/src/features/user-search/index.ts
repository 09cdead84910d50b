// The people search (spec 2 "Search Users"): Search Users, and the screens that find professionals.
export {
  UserSearch,
  SEARCH_MODES,
  type UserSearchMode,
  type UserSearchProps,
  type UserSearchRowActions,
  type UserSearchSelection,
} from './user-search';
export type { KeyValue } from './key-value-search';
