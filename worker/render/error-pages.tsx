import type { Context } from 'hono';
import { queryModes } from '../../domain/query-modes';
import type { SharedData } from '../../routes/shared-data';
import { t } from '../../ui/i18n/t';
import type { ShellData } from '../../ui/layouts/shell';
import { MaintenancePage } from '../../ui/pages/maintenance-page';
import { NotFoundPage } from '../../ui/pages/not-found-page';
import type { AppEnv } from '../app-env';
import { renderDocument } from './render-document';
import { ID_CARD_AUTH_PATH } from '../id-card-auth';

/** Used when even the store configuration is unavailable (backend down, KV cold). */
const FALLBACK_STORE_NAME = 'Mööblipood';
/** Seconds a client or crawler should wait before retrying a 503. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 60;

export function errorShell(shared: SharedData | null, url: URL, cardIdAuthUrl = ''): ShellData {
  const storeName = shared?.storeConfig.store_name ?? FALLBACK_STORE_NAME;
  return {
    storeName,
    logoAlt: shared?.storeConfig.logo_alt ?? storeName,
    menu: [],
    showMegaMenu: false,
    year: new Date().getFullYear(),
    queryModes: queryModes(Object.fromEntries(url.searchParams)),
    cardIdAuthUrl,
  };
}

/** The 404 page in the minimal layout; `detail` is set for unmatched routes. */
export function renderNotFound(c: Context<AppEnv>, shared: SharedData | null, detail?: string): Promise<Response> {
  return renderDocument(c, {
    layout: 'minimal',
    kind: 'not-found',
    head: { title: t('404 - page'), robots: 'noindex' },
    shell: errorShell(shared, new URL(c.req.url), (c.var.config as AppEnv['Variables']['config'] | undefined)?.cardIdAuthUrl ? ID_CARD_AUTH_PATH : ''),
    body: <NotFoundPage {...(detail ? { detail } : {})} />,
    status: 404,
    cache: 'no-store',
  });
}

/** The maintenance page; 503 responses carry `Retry-After`. */
export function renderMaintenance(
  c: Context<AppEnv>,
  shared: SharedData | null,
  status: number,
  detail?: string,
): Promise<Response> {
  return renderDocument(c, {
    layout: 'minimal',
    kind: 'maintenance',
    head: { title: t('We are under maintenance'), robots: 'noindex' },
    shell: errorShell(shared, new URL(c.req.url), (c.var.config as AppEnv['Variables']['config'] | undefined)?.cardIdAuthUrl ? ID_CARD_AUTH_PATH : ''),
    body: <MaintenancePage {...(detail ? { detail } : {})} />,
    status,
    cache: 'no-store',
    headers: status === 503 ? { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) } : {},
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Last resort when the error page itself fails to render: a static notice with the details
 * and a link home. No React, no scripts, nothing that can fail again.
 */
export function errorPageFailure(status: number, original: unknown, failure: unknown): Response {
  const details = `${String(original)} / ${String(failure)}`.slice(0, 500);
  const html = `<!doctype html><html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('An error occurred while showing the error page'))}</title></head><body><main><h1>${escapeHtml(t('An error occurred while showing the error page'))}</h1><p>${escapeHtml(details)}</p><p><a href="/">${escapeHtml(t('Go to home page'))}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
