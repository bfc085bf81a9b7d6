import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isAuthorizationError, isGraphQLClientError } from '../../graphql/client';
import { SharedDataUnavailable } from '../../routes/shared-data';
import { t } from '../../ui/i18n/t';
import type { AppEnv } from '../app-env';
import { errorPageFailure, renderMaintenance, renderNotFound } from '../render/error-pages';
import { SearchUnavailable } from '../upstream/search-client';
import { CmsUnavailable } from '../upstream/cms-client';
import { authorizationFlow } from './authorization-flow';
import { sharedDataOrNull } from './shared-data';

/** Errors that mean an upstream is down or answered garbage: the maintenance page, 503. */
function isUpstreamDown(error: unknown): boolean {
  return isGraphQLClientError(error) || error instanceof SharedDataUnavailable || error instanceof SearchUnavailable || error instanceof CmsUnavailable;
}

/** Turn any error into the right page; never a bare 500 or a stack trace. */
export async function renderError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  if (isAuthorizationError(error)) return authorizationFlow(c, error.message);
  const status = error instanceof HTTPException ? error.status : isUpstreamDown(error) ? 503 : 500;
  if (status >= 500) {
    console.error(JSON.stringify({ requestId: c.var.requestId, at: 'request', status, error: String(error) }));
  }
  try {
    const shared = status === 503 ? null : await sharedDataOrNull(c);
    if (status === 404) return await renderNotFound(c, shared);
    const detail = error instanceof HTTPException && status === 500 ? error.message : undefined;
    return await renderMaintenance(c, shared, status, detail);
  } catch (failure) {
    return errorPageFailure(status, error, failure);
  }
}

/** No route matched: the 404 page with the not-found detail. */
export async function renderUnmatched(c: Context<AppEnv>): Promise<Response> {
  try {
    return await renderNotFound(c, await sharedDataOrNull(c), t('This page could not be found'));
  } catch (failure) {
    return errorPageFailure(404, 'This page could not be found', failure);
  }
}
