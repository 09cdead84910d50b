import { API_PATHS } from '@registry/contracts/paths';
import { TRAINING_REGIONS } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { searchChoiceKeys } from './query-keys';

/** A choice of a search list: the code the search sends, the text the dropdown shows. */
export interface SearchChoice {
  id: string;
  text: string;
}

/** The seeded choice lists the search's dropdowns offer (spec 3 §9), by list code. */
export type SearchChoiceLists = Readonly<Record<string, readonly SearchChoice[]>>;

const DOMAIN_LISTS: SearchChoiceLists = {
  regions: TRAINING_REGIONS.map(([id, text]) => ({ id, text })),
};

/**
 * The search form's lists (GET /api/course/trainingsearch: spec 3 §7 "returns key/value choices"): the
 * server's, over the ones the domain knows (the regions). A failure leaves the domain's.
 */
export function searchChoicesQuery() {
  return queryOptions({
    queryKey: searchChoiceKeys.all,
    queryFn: async ({ signal }): Promise<SearchChoiceLists> => {
      try {
        return {
          ...DOMAIN_LISTS,
          ...(await api<SearchChoiceLists>(API_PATHS.trainingSearchChoices, { signal })),
        };
      } catch {
        return DOMAIN_LISTS;
      }
    },
    staleTime: 10 * 60_000,
  });
}

/**
 * A choice's text by its list and code: the search lists' text where the list is known, else the value as
 * it came (a session's classification and delivery method are stored as the lists' codes).
 */
export function choiceTextOf(lists: SearchChoiceLists | undefined) {
  return (list: string, value: string): string =>
    lists?.[list]?.find((choice) => choice.id === value)?.text ?? value;
}
