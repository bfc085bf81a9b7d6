import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { isCrawler } from '../../domain/layout-rules';
import type { CachePolicy, LayoutName } from '../../routes/route-module';
import { Document, type DocumentHead } from '../../ui/document';
import { DefaultLayout } from '../../ui/layouts/default-layout';
import { MinimalLayout } from '../../ui/layouts/minimal-layout';
import type { ShellData } from '../../ui/layouts/shell';
import type { AppEnv } from '../app-env';
import { markPageDegraded } from '../cache/page-health';
import { clientAssets } from './client-assets';

export type RenderOptions = {
  layout: LayoutName;
  /** The page kind (a route's id, or an error page's, as scripts/page-islands.mjs names them): which stylesheets it loads, and its islands' start-up chunks to preload. */
  kind: string;
  head: DocumentHead;
  shell: ShellData;
  body: ReactElement;
  status: number;
  cache: CachePolicy | 'no-store';
  headers?: Record<string, string>;
};

const CACHE_CONTROL: Record<RenderOptions['cache'], string> = {
  // Browsers revalidate soon; the edge HTML cache (catalogue issue) keeps its own copy.
  public: 'public, max-age=60, stale-while-revalidate=300',
  private: 'private, no-store',
  'no-store': 'no-store',
};

/**
 * Stream a page: the status and headers go out with the shell, Suspense boundaries stream
 * their deferred parts after it. Crawlers get the complete document (`allReady`).
 * Rejects when the shell itself cannot render (the caller shows the maintenance page).
 */
export async function renderDocument(c: Context<AppEnv>, options: RenderOptions): Promise<Response> {
  const minimal = options.layout === 'minimal';
  const Layout = minimal ? MinimalLayout : DefaultLayout;
  const assets = clientAssets(options.layout, options.kind);
  const stream = await renderToReadableStream(
    <Document head={options.head} nonce={c.var.nonce} assets={assets} captcha={c.var.config?.captcha ?? null}>
      <Layout shell={options.shell}>{options.body}</Layout>
    </Document>,
    {
      nonce: c.var.nonce,
      onError(error) {
        // Errors inside Suspense boundaries after the shell: the boundary shows its fallback,
        // so the page is incomplete and must not be stored by the edge HTML cache.
        markPageDegraded(c);
        console.error(JSON.stringify({ requestId: c.var.requestId, at: 'render', error: String(error) }));
      },
    },
  );
  if (isCrawler(c.req.header('user-agent'))) await stream.allReady;
  return new Response(stream, {
    status: options.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // A signed-in visitor's page is theirs, whatever the route's policy (their cart, name…).
      'Cache-Control': CACHE_CONTROL[c.get('session').customerToken === null ? options.cache : 'private'],
      ...options.headers,
    },
  });
}
