import { atom, task } from 'nanostores';
import { SEARCH_SETTINGS_ENDPOINT, parseSearchSettings } from '../../domain/search-request';
import { requestJson } from '../api-fetch';

/**
 * Popular search terms from `GET /klevu-api/settings`, shared by every live-search island on
 * the page. `null` until loaded; a failed load gives `[]` (the panel then shows nothing).
 */
export const $popularSearchTerms = atom<readonly string[] | null>(null);

let loading: Promise<void> | null = null;

/** Load the terms once per page (later calls reuse the first); a nanostores task for `allTasks()`. */
export function loadPopularSearchTerms(): Promise<void> {
  loading ??= task(async () => {
    const reply = await requestJson(SEARCH_SETTINGS_ENDPOINT).catch(() => null);
    $popularSearchTerms.set(reply?.status === 200 ? parseSearchSettings(reply.json) : []);
  });
  return loading;
}

/** Tests: forget the loaded terms so the next call fetches again. */
export function resetPopularSearchTerms(): void {
  loading = null;
  $popularSearchTerms.set(null);
}
