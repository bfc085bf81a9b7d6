import { SearchUnavailable } from '../../routes/search-unavailable';
import type { UpstreamService } from './upstream';

export { SearchUnavailable, type SearchFailureKind } from '../../routes/search-unavailable';

/** How long the storefront waits for the search service before answering 503. */
export const SEARCH_TIMEOUT_MS = 10_000;

/** A JSON reply of the search service: 200, or 400 with its message about our request. */
export type SearchReply = { status: 200 | 400; json: unknown };

export type SearchClient = {
  /** `POST /cs/v2/search` with our API key in `context.apiKeys` (whatever the caller sent). */
  search(body: Record<string, unknown>): Promise<SearchReply>;
  /** `GET /settings` (popular terms). */
  settings(): Promise<SearchReply>;
};

export type SearchClientOptions = { apiKey: string; timeoutMs?: number };

/**
 * The one client of the search upstream (Klevu v2 or the reference backend), shared by the
 * search page and the `/klevu-api` proxy: timeout, status and JSON checked here.
 * @throws SearchUnavailable on a timeout, a network failure, a status other than 200/400, an empty body or invalid JSON.
 */
export function searchClient(service: UpstreamService, { apiKey, timeoutMs = SEARCH_TIMEOUT_MS }: SearchClientOptions): SearchClient {
  async function send(path: string, init: RequestInit): Promise<SearchReply> {
    let response: Response;
    try {
      response = await service.fetch(new Request(`${service.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) }));
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SearchUnavailable(timedOut ? 'timeout' : 'unreachable', String(error));
    }
    if (response.status !== 200 && response.status !== 400) {
      await response.body?.cancel();
      throw new SearchUnavailable('status', `answered ${response.status}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SearchUnavailable(timedOut ? 'timeout' : 'unreachable', String(error));
    }
    if (!text.trim()) throw new SearchUnavailable('empty-body', `answered ${response.status} without a body`);
    try {
      return { status: response.status, json: JSON.parse(text) as unknown };
    } catch {
      throw new SearchUnavailable('invalid-json', `answered ${response.status} with invalid JSON`);
    }
  }
  return {
    search: (body) =>
      send('/cs/v2/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, context: { apiKeys: [apiKey] } }),
      }),
    settings: () => send('/settings', { method: 'GET' }),
  };
}
