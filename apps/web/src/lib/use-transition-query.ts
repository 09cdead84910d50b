import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * `useQuery`, except that what the server answers is rendered as a transition. useQuery tells React of a
 * new result through useSyncExternalStore, whose updates React always renders at once and whole: a grid's
 * rows arriving were one task of 100-200 ms on a phone (docs/decisions/web-app.md). As a transition,
 * React renders them in slices of a few milliseconds and a tap or a scroll in between is handled first.
 * The result is read as useQuery reads it (the observer's optimistic result, in every render); only how
 * React is told differs. For what renders much from one query (the grid engine); a query whose answer
 * must show at once keeps useQuery. No suspense and no error boundary: the caller shows `isError`.
 */
export function useTransitionQuery<TData, TError = Error, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TQueryKey>,
): QueryObserverResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As useQuery: the result is "fetching" at once when the options will start a fetch.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<TData, TError, TData, TData, TQueryKey>(client, defaulted),
  );
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const result = observer.getOptimisticResult(defaulted);

  // Subscribed before the options are set (below): a change between the render and now is then seen here.
  useEffect(() => {
    const rendered = observer.getCurrentResult();
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(changed)));
    // What changed between the render and this subscription is rendered too (useQuery does the same).
    observer.updateResult();
    if (observer.getCurrentResult() !== rendered) startTransition(changed);
    return unsubscribe;
  }, [observer]);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  // As useQuery: the observer tells only of changes to what the caller reads of the result.
  return observer.trackResult(result);
}
