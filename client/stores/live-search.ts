import { atom, onMount, type ReadableAtom, task } from 'nanostores';
import {
  buildSearchRequest,
  LIVE_SEARCH_DEBOUNCE_MS,
  MIN_LIVE_SEARCH_TERM_LENGTH,
  normalizeSearchTerm,
  parseSearchResponse,
  SEARCH_ENDPOINT,
  SEARCH_TERM_PAGE_SIZE,
  type SearchRecord,
  type SearchResults,
  searchPagePath,
} from '../../domain/search-request';
import type { LiveSearchOption } from '../../ui/islands/live-search-options';
import { requestJson } from '../api-fetch';
import { publishTracking } from './ui';

export type LiveSearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export type LiveSearchState = {
  /** The normalised term the state is about. */
  readonly term: string;
  readonly status: LiveSearchStatus;
  /** Results of the last finished search; kept while the next one loads, so the list does not flicker. */
  readonly records: readonly SearchRecord[];
  readonly total: number;
};

export const IDLE_LIVE_SEARCH: LiveSearchState = { term: '', status: 'idle', records: [], total: 0 };

/** One product search of the live-results page size; `null` when it failed. Throws on abort. */
export async function searchProducts(term: string, signal?: AbortSignal): Promise<SearchResults | null> {
  const reply = await requestJson(SEARCH_ENDPOINT, buildSearchRequest({ term, limit: SEARCH_TERM_PAGE_SIZE }), signal);
  return reply?.status === 200 ? parseSearchResponse(reply.json) : null;
}

export type LiveSearchOptions = {
  readonly debounceMs?: number;
  readonly search?: (term: string, signal: AbortSignal) => Promise<SearchResults | null>;
};

export type LiveSearch = {
  readonly $state: ReadableAtom<LiveSearchState>;
  /** The input changed: search after the debounce, cancelling any pending or running search. */
  setTerm(raw: string): void;
  /** Cancel the pending and running search (the state stays as it is). */
  cancel(): void;
};

/**
 * The live search of one search box (each island has its own: header and 404 page may both be
 * on a page). A term shorter than `MIN_LIVE_SEARCH_TERM_LENGTH` clears the results without a
 * request; otherwise the search runs `debounceMs` after the last change, and only the reply to
 * the latest term is kept (older requests are aborted). Unmounting the store cancels.
 */
export function createLiveSearch({ debounceMs = LIVE_SEARCH_DEBOUNCE_MS, search = searchProducts }: LiveSearchOptions = {}): LiveSearch {
  const $state = atom<LiveSearchState>(IDLE_LIVE_SEARCH);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  function cancel(): void {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  }

  function run(term: string): void {
    const current = new AbortController();
    controller = current;
    void task(async () => {
      let found: SearchResults | null;
      try {
        found = await search(term, current.signal);
      } catch {
        found = null;
      }
      if (current.signal.aborted) return;
      $state.set(found ? { term, status: 'done', records: found.records, total: found.total } : { term, status: 'failed', records: [], total: 0 });
      // Live results shown (debounced: a settled term, not every keystroke): GA4 view_search_results.
      if (found) publishTracking({ type: 'view_search_results', term });
    });
  }

  function setTerm(raw: string): void {
    const term = normalizeSearchTerm(raw);
    const state = $state.get();
    if (term === state.term && state.status !== 'idle') return;
    cancel();
    if (term.length < MIN_LIVE_SEARCH_TERM_LENGTH) {
      if (state !== IDLE_LIVE_SEARCH) $state.set({ ...IDLE_LIVE_SEARCH, term });
      return;
    }
    $state.set({ ...state, term, status: 'loading' });
    timer = setTimeout(() => run(term), debounceMs);
  }

  onMount($state, () => cancel);
  return { $state, setTerm, cancel };
}

/**
 * The active option after ArrowDown (`delta` 1) or ArrowUp (-1) in a listbox of `count`
 * options, where -1 is "none" (focus reads the typed text): down from the last option returns
 * to none, and up from none goes to the last, so the keys cycle through count + 1 positions.
 */
export function moveActiveOption(index: number, count: number, delta: 1 | -1): number {
  if (count <= 0) return -1;
  const positions = count + 1;
  const position = Math.min(Math.max(index, -1), count - 1) + 1;
  return ((position + delta + positions) % positions) - 1;
}

/**
 * What the listbox offers: popular terms for an empty box, the results once a term has been
 * searched (kept while the next search loads), nothing for a too-short term.
 */
export function liveSearchOptions(state: LiveSearchState, popular: readonly string[] | null): LiveSearchOption[] {
  if (state.term === '') return (popular ?? []).map((term) => ({ kind: 'term', term, href: searchPagePath(term) }));
  if (state.status === 'idle') return [];
  return state.records.map((record) => ({ kind: 'product', record, href: record.url }));
}
