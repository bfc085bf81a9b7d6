/**
 * Cloudflare's purge by `Cache-Tag` (optional): with `CF_ZONE_ID` and `CF_API_TOKEN` both set,
 * a publish also purges the pages carrying its tags from the zone's caches in every data centre,
 * the Cache API's edge HTML entries included (they are stored with their `Cache-Tag`). Off when
 * either is empty, as in local development; the content versions in the cache keys make pages
 * fresh without it (within KV's propagation delay).
 */
export type CloudflarePurgeConfig = { zoneId: string; apiToken: string };

export type PurgeFetch = (request: Request) => Promise<Response>;

/** Cloudflare accepts at most 30 tags in one purge call (non-Enterprise plans). */
const TAGS_PER_CALL = 30;

/** The purge configuration from the variables; `null` (off) unless both are set and the zone id looks like one. */
export function cloudflarePurgeConfig(env: Partial<Pick<StorefrontEnv, 'CF_ZONE_ID' | 'CF_API_TOKEN'>>): CloudflarePurgeConfig | null {
  const zoneId = env.CF_ZONE_ID?.trim() ?? '';
  const apiToken = env.CF_API_TOKEN?.trim() ?? '';
  if (!zoneId || !apiToken) return null;
  if (!/^[0-9a-f]{32}$/i.test(zoneId)) {
    console.warn(JSON.stringify({ at: 'cloudflare-purge', error: 'CF_ZONE_ID is not a 32-character zone id; purge by tag is off' }));
    return null;
  }
  return { zoneId, apiToken };
}

/**
 * `POST https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache` with `{ tags }`, in calls
 * of at most 30 tags. Resolves to whether every call succeeded; failures are logged, never thrown
 * (the content versions already make the pages fresh).
 */
export async function purgeCacheTags(config: CloudflarePurgeConfig, tags: readonly string[], send: PurgeFetch = fetch): Promise<boolean> {
  let ok = true;
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) {
    const chunk = tags.slice(start, start + TAGS_PER_CALL);
    try {
      const response = await send(
        new Request(`https://api.cloudflare.com/client/v4/zones/${config.zoneId}/purge_cache`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.apiToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags: chunk }),
        }),
      );
      const reply = (await response.json().catch(() => null)) as { success?: unknown; errors?: unknown } | null;
      if (!response.ok || reply?.success !== true) {
        ok = false;
        console.warn(JSON.stringify({ at: 'cloudflare-purge', status: response.status, tags: chunk, errors: reply?.errors ?? null }));
      }
    } catch (error) {
      ok = false;
      console.warn(JSON.stringify({ at: 'cloudflare-purge', tags: chunk, error: String(error) }));
    }
  }
  return ok;
}
