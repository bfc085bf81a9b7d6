import { useEffect, useState } from 'react';
import type { ApiOutcome } from './shipping-api';

export type SearchState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly items: readonly T[] }
  | { readonly status: 'done'; readonly items: readonly T[] }
  | { readonly status: 'failed'; readonly message: string | null };

/** Pause after the last key before asking: one request per word typed, not per letter. */
const SEARCH_DELAY_MS = 250;

/**
 * Results of `search(query)` while the shopper types: asked `SEARCH_DELAY_MS` after the last
 * change, the previous request aborted, so an older answer can never replace a newer one.
 * `idle` while the query is shorter than `minLength`.
 */
export function useSearch<T>(query: string, search: (query: string, signal: AbortSignal) => Promise<ApiOutcome<T[]>>, minLength: number): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < minLength) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', items: previous.status === 'done' || previous.status === 'loading' ? previous.items : [] }));
    const timer = setTimeout(() => {
      search(trimmed, controller.signal).then(
        (outcome) => {
          if (!controller.signal.aborted) setState(outcome.ok ? { status: 'done', items: outcome.value } : { status: 'failed', message: outcome.message });
        },
        () => {
          // Aborted: a newer query is on its way.
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, minLength, search]);
  return state;
}
