import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { useMemo, useRef, useState } from 'react';
import type { AutocompleteItem, PeerValue } from '../types';
import { useSearch, type SearchFn } from '../use-search';
import type { MentionItem } from './extensions';

type MentionSuggestion = Omit<SuggestionOptions<MentionItem, MentionNodeAttrs>, 'editor'>;

/** An open suggestion: what follows the '@', and how to put the chosen entity in its place. */
interface Session {
  query: string;
  /** Where the '@' and its text are in the document. */
  from: number;
  to: number;
  choose: (item: MentionItem) => void;
}

export interface Mentions {
  /** Given to the editor's mention extension (made once: it reads this hook's state through refs). */
  suggestion: MentionSuggestion;
  /** Whether a suggestion is open ('@' typed at the caret). */
  open: boolean;
  options: AutocompleteItem[];
  status: ReturnType<typeof useSearch>['status'];
  active: number;
  choose: (item: AutocompleteItem) => void;
}

/**
 * The cross-reference suggestions of a rich text element (spec 3 §2 "entity cross-reference
 * autocomplete"): '@' and what follows is searched as the form's other searches are (normalised, at least
 * two characters, the latest answer wins); the arrow keys move through the answers, Enter inserts the
 * highlighted one as a mention of `entityTypeId`, Escape closes the list.
 */
export function useMentions(entityTypeId: number, search: SearchFn, peerValues: PeerValue[]): Mentions {
  const [session, setSession] = useState<Session | null>(null);
  const [active, setActive] = useState(0);
  const { options, status, query } = useSearch(search, peerValues, () => undefined);
  const live = useRef({ session, options, status, active });
  live.current = { session, options, status, active };

  const toMention = (item: AutocompleteItem): MentionItem => ({
    id: `${entityTypeId}:${item.key}`,
    label: item.value,
  });
  const mentionOf = useRef(toMention);
  mentionOf.current = toMention;

  const suggestion = useMemo<MentionSuggestion>(() => {
    const follow = (props: SuggestionProps<MentionItem, MentionNodeAttrs>) => {
      const open = live.current.session;
      const { from, to } = props.range;
      // The plugin reports again once its own (unused) item search settles: nothing new then.
      if (open?.query === props.query && open.from === from && open.to === to) return;
      setSession({ query: props.query, from, to, choose: (item) => props.command(item) });
      if (open?.query !== props.query) {
        setActive(0);
        query(props.query);
      }
    };
    const onKeyDown = ({ event }: SuggestionKeyDownProps) => {
      const { session: open, options: found, status: now, active: at } = live.current;
      // Only the answers to what is typed now: while a newer search runs, the keys act as usual.
      if (!open || now !== 'done' || found.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((at + step + found.length) % found.length);
        return true;
      }
      if (event.key === 'Enter') {
        open.choose(mentionOf.current(found[at]!));
        return true;
      }
      return false;
    };
    return {
      // The search is ours (useSearch), not the plugin's.
      items: () => [],
      render: () => ({
        onStart: follow,
        onUpdate: follow,
        onExit: () => setSession(null),
        onKeyDown,
      }),
    };
  }, [query]);

  return {
    suggestion,
    open: session !== null,
    options,
    status,
    active,
    choose: (item) => session?.choose(toMention(item)),
  };
}
