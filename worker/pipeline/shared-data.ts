import type { Context } from 'hono';
import { loadSharedData, type SharedData } from '../../routes/shared-data';
import type { AppEnv } from '../app-env';
import { anonymousCommerceClient } from '../upstream/commerce-client';

/** storeConfig and the main menu of this request's store (KV read-through). */
export function sharedData(c: Context<AppEnv>): Promise<SharedData> {
  return loadSharedData({
    kv: c.env.CONTENT,
    commerce: anonymousCommerceClient(c),
    storeCode: c.var.session.store,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
}

/** Shared data for an error page; `null` when it is unavailable (that may be the error). */
export async function sharedDataOrNull(c: Context<AppEnv>): Promise<SharedData | null> {
  try {
    return await sharedData(c);
  } catch {
    return null;
  }
}
