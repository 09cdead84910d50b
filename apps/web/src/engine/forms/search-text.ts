// The normaliser is shared with the server, which applies the same rules to what it is asked.
export { normalizeSearchText, searchAllowed } from '@registry/domain';
