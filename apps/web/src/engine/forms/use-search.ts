import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeSearchText, searchAllowed } from './search-text';
import type { AutocompleteItem, PeerValue } from './types';

/** Searches the server: the normalised text and the peers' values (cross-references only). */
export type SearchFn = (text: string, peerValues: PeerValue[]) => Promise<AutocompleteItem[]>;

/** short: too few characters; failed: the search failed (no matches shown, spec 3 §8). */
export type SearchStatus = 'idle' | 'short' | 'loading' | 'done' | 'failed';

/** Typing pauses this long before a search goes out, so a word typed fast costs one request. */
export const SEARCH_DELAY_MS = 250;

/**
 * The search behind autocomplete and cross-reference fields (spec 3 §5): text normalised, 2 characters
 * unless a peer value is present, and only the latest request's answer shown: an answer that arrives
 * after a newer request went out (or after the text became too short) is dropped.
 */
export function useSearch(search: SearchFn, peerValues: PeerValue[], onFailure: () => void) {
  const [options, setOptions] = useState<AutocompleteItem[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef({ search, peerValues, onFailure });
  live.current = { search, peerValues, onFailure };

  useEffect(() => () => clearTimeout(timer.current), []);

  const query = useCallback((text: string) => {
    clearTimeout(timer.current);
    const request = ++latest.current;
    const normalized = normalizeSearchText(text);
    const { peerValues: peers } = live.current;
    if (!searchAllowed(normalized, peers.length > 0)) {
      setOptions([]);
      setStatus('short');
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => {
      live.current.search(normalized, peers).then(
        (items) => {
          if (request !== latest.current) return;
          setOptions(items);
          setStatus('done');
        },
        () => {
          if (request !== latest.current) return;
          setOptions([]);
          setStatus('failed');
          live.current.onFailure();
        },
      );
    }, SEARCH_DELAY_MS);
  }, []);

  return { options, status, query };
}
