import type { CmsNewsletter, CmsPage } from '../../domain/cms-content';
import type { UpstreamService } from '../upstream/upstream';

/**
 * Test double of the CMS upstream (Strapi v5 REST as `worker/upstream/cms-client.ts` reads it):
 * published and draft versions of pages and the newsletter single type, and a counter of calls.
 * A draft save changes only the draft; a publish copies the draft to the published version, as
 * Strapi v5 does. Used by the workerd tests of the webhook; never imported by the app.
 */
export type FakeCms = {
  service: UpstreamService;
  calls: () => number;
  /** Save a draft (not visible through the published read API). */
  saveDraft: (page: CmsPage) => void;
  /** Save and publish. */
  publish: (page: CmsPage) => void;
  unpublish: (identifier: string) => void;
  setNewsletter: (newsletter: CmsNewsletter | null) => void;
  /** Every call fails (the CMS is down) until set back to false. */
  down: (isDown: boolean) => void;
};

let nextId = 1;

/** A page as Strapi returns it, with one notice section holding `text`. */
export function cmsPage(identifier: string, title: string, text: string, documentId = `doc-${identifier.replace(/\//g, '-')}`): CmsPage {
  return {
    id: nextId++,
    documentId,
    identifier,
    title,
    updatedAt: new Date().toISOString(),
    publishedAt: new Date().toISOString(),
    seo: null,
    sections: [{ __component: 'sections.notice', id: 1, content: `<p>${text}</p>` }],
  };
}

export function fakeCms(): FakeCms {
  const published = new Map<string, CmsPage>();
  const drafts = new Map<string, CmsPage>();
  let newsletter: CmsNewsletter | null = null;
  let calls = 0;
  let isDown = false;
  const pagination = (total: number) => ({ pagination: { page: 1, pageSize: 1, pageCount: total, total } });
  const service: UpstreamService = {
    baseUrl: 'https://fake-cms.test',
    fetch: async (request) => {
      calls += 1;
      if (isDown) return new Response('down', { status: 503 });
      const url = new URL(request.url);
      if (url.pathname === '/api/pages') {
        if (url.searchParams.get('status') !== 'published') return Response.json({ error: 'only published reads in this fake' }, { status: 400 });
        const page = published.get(url.searchParams.get('filters[identifier][$eq]') ?? '');
        return Response.json({ data: page ? [page] : [], meta: pagination(page ? 1 : 0) });
      }
      if (url.pathname === '/api/newsletter') {
        return newsletter ? Response.json({ data: newsletter, meta: {} }) : Response.json({ data: null, error: { status: 404 } }, { status: 404 });
      }
      return Response.json({ data: null, error: { status: 404, name: 'NotFoundError' } }, { status: 404 });
    },
  };
  return {
    service,
    calls: () => calls,
    saveDraft: (page) => void drafts.set(page.identifier, { ...page, publishedAt: null }),
    publish: (page) => {
      drafts.delete(page.identifier);
      published.set(page.identifier, { ...page, publishedAt: new Date().toISOString() });
    },
    unpublish: (identifier) => void published.delete(identifier),
    setNewsletter: (value) => {
      newsletter = value;
    },
    down: (value) => {
      isDown = value;
    },
  };
}
