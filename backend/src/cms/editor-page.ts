// The development editor (`/cms/admin`, 404 in production): lists pages, blocks and the
// newsletter; edits a page's title, SEO and sections (JSON), a block's HTML, the newsletter's
// fields; "Save draft", "Publish", "Unpublish". Plain HTML forms posting to themselves (same-origin
// only), through the same write code as the REST API, so the webhook fires. Every link is
// relative, so it also works behind the storefront's /__dev/backend/cms/ proxy.
import { Hono, type Context } from 'hono';
import { CONTENT_TYPES, type ContentType } from './content-types';
import { documentVersions, listVersions } from './document-store';
import { asText, type StoredVersion } from './document-view';
import { moderateReview, reviewsByStatus } from '../commerce/reviews/review-store';
import { allMedia } from './media';
import { StrapiError, readBody } from './responses';
import type { WriteAction, WriteResult } from './writes';

type Env = { Bindings: BackendEnv };
export type EditorWrite = (c: Context<Env>, type: ContentType, action: WriteAction) => Promise<WriteResult>;

const escape = (text: unknown) =>
  (text === null || text === undefined ? '' : asText(text)).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f1f1f}
h1{font-size:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}
label{display:block;margin:.8rem 0 .2rem;font-weight:600}input,textarea{width:100%;box-sizing:border-box;font:inherit;padding:.4rem}
textarea{font-family:ui-monospace,monospace;font-size:14px}.actions{display:flex;gap:.5rem;margin:1rem 0;flex-wrap:wrap}
button{font:inherit;padding:.5rem 1rem;cursor:pointer}.notice{background:#e8f3e8;padding:.5rem 1rem}.error{background:#fbe9e7;padding:.5rem 1rem}
.muted{color:#555;font-size:.9rem}code{font-size:.9em}`;

function layout(title: string, cssHref: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Reference CMS</title><link rel="stylesheet" href="${cssHref}"></head><body>${body}</body></html>`;
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' } });

function stateOf(versions: { draft?: StoredVersion; published?: StoredVersion }): string {
  if (!versions.published) return 'Draft (not published)';
  return JSON.stringify(versions.draft?.data) === JSON.stringify(versions.published.data) ? 'Published' : 'Published, with unpublished changes';
}

const SAVED: Record<string, string> = { draft: 'Draft saved. The site still shows the published version.', publish: 'Published. The webhook was sent.', unpublish: 'Unpublished. The webhook was sent.', create: 'Page created as a draft.' };

async function listPage(c: Context<Env>, error?: string): Promise<Response> {
  const db = c.env.DB;
  const rows = async (type: ContentType) => {
    const drafts = await listVersions(db, type.model, 'draft');
    const published = new Map((await listVersions(db, type.model, 'published')).map((v) => [v.documentId, v]));
    return drafts
      .map((draft) => {
        const href = type.kind === 'singleType' ? 'admin/newsletter' : `admin/${type.model}/${draft.documentId}`;
        const name = asText(draft.data.identifier ?? type.model);
        return `<tr><td><a href="${href}">${escape(name)}</a></td><td>${escape(draft.data.title ?? draft.data.heading)}</td><td>${escape(stateOf({ draft, published: published.get(draft.documentId) }))}</td></tr>`;
      })
      .join('');
  };
  const table = async (type: ContentType, title: string) =>
    `<h2>${title}</h2><table><thead><tr><th>Identifier</th><th>Title</th><th>State</th></tr></thead><tbody>${await rows(type)}</tbody></table>`;
  const body = `<h1>Reference CMS</h1><p class="muted">Development only. Saves go through the Strapi-compatible write code; publishing sends the webhook to the storefront. <a href="__webhook-log">Webhook log</a> · <a href="admin/reviews">Pending reviews</a></p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${await table(CONTENT_TYPES.page, 'Pages')}
<form method="post" action="admin"><input type="hidden" name="action" value="create"><label for="new-identifier">New page identifier (e.g. info/uus-leht)</label><input id="new-identifier" name="identifier" required><label for="new-title">Title</label><input id="new-title" name="title" required><div class="actions"><button type="submit">Create draft page</button></div></form>
${await table(CONTENT_TYPES.block, 'Blocks')}
${await table(CONTENT_TYPES.newsletter, 'Newsletter (single type)')}`;
  return html(layout('Content', 'admin/admin.css', body), error ? 400 : 200);
}

const MODERATED: Record<string, string> = { approved: 'Approved: the review is listed and counted.', not_approved: 'Rejected: the review is never shown.' };

async function reviewsPage(c: Context<Env>, error?: string): Promise<Response> {
  const pending = await reviewsByStatus(c.env.DB, 'pending');
  const done = MODERATED[c.req.query('done') ?? ''];
  const rows = pending
    .map(
      (r) => `<tr><td>${escape(r.created_at)}</td><td>${escape(r.product_sku)}</td><td>${escape(r.nickname)}</td><td><strong>${escape(r.summary)}</strong><br>${escape(r.text)}</td><td>${escape(Math.round(r.average_rating / 20))}/5</td>
<td><form method="post" action="reviews" class="actions"><input type="hidden" name="id" value="${r.id}"><button type="submit" name="action" value="approve">Approve</button><button type="submit" name="action" value="reject">Reject</button></form></td></tr>`,
    )
    .join('');
  const body = `<h1>Pending reviews</h1><p class="muted">Development back office. <a href="../admin">Content</a></p>
${done ? `<p class="notice" role="status">${escape(done)}</p>` : ''}${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${pending.length ? `<table><thead><tr><th>Written</th><th>SKU</th><th>Nickname</th><th>Review</th><th>Rating</th><th>Moderation</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No reviews wait for moderation.</p>'}`;
  return html(layout('Pending reviews', 'admin.css', body), error ? 400 : 200);
}

type Field = { name: string; label: string; kind: 'input' | 'textarea' | 'number'; rows?: number };

const FIELDS: Record<ContentType['model'], Field[]> = {
  page: [
    { name: 'identifier', label: 'Identifier (path without .html)', kind: 'input' },
    { name: 'title', label: 'Title', kind: 'input' },
    { name: 'metaTitle', label: 'SEO: meta title', kind: 'input' },
    { name: 'metaDescription', label: 'SEO: meta description', kind: 'textarea', rows: 2 },
    { name: 'sections', label: 'Sections (JSON: the dynamic zone; media as upload ids)', kind: 'textarea', rows: 24 },
  ],
  block: [
    { name: 'identifier', label: 'Identifier', kind: 'input' },
    { name: 'title', label: 'Title', kind: 'input' },
    { name: 'content', label: 'Content (HTML)', kind: 'textarea', rows: 12 },
  ],
  newsletter: [
    { name: 'heading', label: 'Heading', kind: 'input' },
    { name: 'subheading', label: 'Subheading', kind: 'input' },
    { name: 'description', label: 'Description', kind: 'textarea', rows: 4 },
    { name: 'headingImage', label: 'Heading image (upload id, empty for none)', kind: 'number' },
    { name: 'showOnPages', label: 'Show on pages (one path a line)', kind: 'textarea', rows: 3 },
    { name: 'reopenAfterClosedHours', label: 'Reopen after closed (hours)', kind: 'number' },
    { name: 'openAfterSeconds', label: 'Open after (seconds)', kind: 'number' },
  ],
};

/** The form's values of a stored version. */
function formValues(type: ContentType, data: Record<string, unknown>): Record<string, string> {
  const text = (value: unknown) => (value === null || value === undefined ? '' : asText(value));
  if (type.model === 'page') {
    const seo = (data.seo ?? {}) as Record<string, unknown>;
    return { identifier: text(data.identifier), title: text(data.title), metaTitle: text(seo.metaTitle), metaDescription: text(seo.metaDescription), sections: JSON.stringify(data.sections ?? [], null, 2) };
  }
  return Object.fromEntries(FIELDS[type.model].map((field) => [field.name, text(data[field.name])]));
}

/** The write body of a submitted form (400 on JSON that does not parse). */
function formData(type: ContentType, form: URLSearchParams): Record<string, unknown> {
  const get = (name: string) => form.get(name) ?? '';
  const optional = (name: string) => (get(name).trim() === '' ? null : get(name));
  if (type.model === 'page') {
    let sections: unknown;
    try {
      sections = JSON.parse(get('sections') || '[]');
    } catch (error) {
      throw new StrapiError(400, 'ValidationError', `Sections are not valid JSON: ${String(error)}`);
    }
    applyQuickEdits(sections, form);
    return { identifier: get('identifier').trim(), title: get('title'), seo: { metaTitle: optional('metaTitle'), metaDescription: optional('metaDescription') }, sections };
  }
  if (type.model === 'block') return { identifier: get('identifier').trim(), title: get('title'), content: get('content') };
  const number = (name: string) => {
    const value = optional(name);
    if (value === null) return null;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new StrapiError(400, 'ValidationError', `${name}: a number`);
    return parsed;
  };
  return {
    heading: get('heading'),
    subheading: optional('subheading'),
    description: optional('description'),
    headingImage: number('headingImage'),
    showOnPages: optional('showOnPages'),
    reopenAfterClosedHours: number('reopenAfterClosedHours'),
    openAfterSeconds: number('openAfterSeconds'),
  };
}

function editPage(type: ContentType, versions: { draft?: StoredVersion; published?: StoredVersion }, values: Record<string, string>, depth: number, message?: { kind: 'notice' | 'error'; text: string }): string {
  const up = '../'.repeat(depth);
  const fields = FIELDS[type.model]
    .map((field) => {
      const value = escape(values[field.name]);
      const control =
        field.kind === 'textarea'
          ? `<textarea id="f-${field.name}" name="${field.name}" rows="${field.rows ?? 4}">${value}</textarea>`
          : `<input id="f-${field.name}" name="${field.name}" value="${value}"${field.kind === 'number' ? ' inputmode="decimal"' : ''}>`;
      return `<label for="f-${field.name}">${escape(field.label)}</label>${control}`;
    })
    .join('');
  const quick = type.model === 'page' ? quickEdits(values.sections ?? '') : '';
  const media = allMedia()
    .map((m) => `<li><code>${m.id}</code> ${escape(m.name)} (${m.width}×${m.height}) <a href="${up}uploads/${m.url.slice('/uploads/'.length)}">view</a></li>`)
    .join('');
  const title = String(values.title || values.heading || values.identifier || type.model);
  const body = `<p><a href="${up}admin">← All content</a></p><h1>${escape(title)}</h1>
<p class="muted">${escape(type.uid)} · documentId <code>${escape(versions.draft?.documentId ?? '')}</code> · ${escape(stateOf(versions))}</p>
${message ? `<p class="${message.kind}" role="${message.kind === 'error' ? 'alert' : 'status'}">${escape(message.text)}</p>` : ''}
<form method="post">${fields}${quick}
<div class="actions"><button type="submit" name="action" value="draft">Save draft</button><button type="submit" name="action" value="publish">Publish</button>${versions.published ? '<button type="submit" name="action" value="unpublish">Unpublish</button>' : ''}</div></form>
${type.model === 'block' ? '' : `<h2>Uploads</h2><ul>${media}</ul>`}`;
  return layout(title, `${up}admin/admin.css`, body);
}

/** The sections' editable texts, as the JSON holds them. */
function quickTexts(sectionsJson: string): Array<{ name: string; label: string; value: string; multiline: boolean }> {
  let sections: unknown;
  try {
    sections = JSON.parse(sectionsJson);
  } catch {
    return [];
  }
  if (!Array.isArray(sections)) return [];
  const out: Array<{ name: string; label: string; value: string; multiline: boolean }> = [];
  sections.forEach((section: Record<string, unknown>, i) => {
    if (section?.__component === 'sections.hero-slider' && Array.isArray(section.slides)) {
      (section.slides as Array<Record<string, unknown>>).forEach((slide, j) => {
        if (typeof slide?.title === 'string') out.push({ name: `quick.${i}.slides.${j}.title`, label: `Section ${i + 1}, hero slide ${j + 1}: title`, value: slide.title, multiline: false });
      });
    }
    if (section?.__component === 'sections.notice' && typeof section.content === 'string') {
      out.push({ name: `quick.${i}.content`, label: `Section ${i + 1}, notice: text (HTML)`, value: section.content, multiline: true });
    }
  });
  return out;
}

function quickEdits(sectionsJson: string): string {
  const texts = quickTexts(sectionsJson);
  if (!texts.length) return '';
  const controls = texts
    .map((t, k) => {
      const id = `q-${k}`;
      const control = t.multiline ? `<textarea id="${id}" name="${escape(t.name)}" rows="4">${escape(t.value)}</textarea>` : `<input id="${id}" name="${escape(t.name)}" value="${escape(t.value)}">`;
      return `<label for="${id}">${escape(t.label)}</label>${control}<input type="hidden" name="${escape(`was.${t.name}`)}" value="${escape(t.value)}">`;
    })
    .join('');
  return `<fieldset><legend>Quick edits (a changed text here wins over the JSON)</legend>${controls}</fieldset>`;
}

/** Applies the quick-edit texts the editor changed onto the parsed sections. */
function applyQuickEdits(sections: unknown, form: URLSearchParams): void {
  if (!Array.isArray(sections)) return;
  for (const [name, value] of form) {
    const match = /^quick\.(\d+)\.(?:slides\.(\d+)\.title|content)$/.exec(name);
    if (!match || form.get(`was.${name}`) === value) continue;
    const section = sections[Number(match[1])] as Record<string, unknown> | undefined;
    if (!section || typeof section !== 'object') continue;
    if (match[2] === undefined) section.content = value;
    else {
      const slide = (section.slides as Array<Record<string, unknown>> | undefined)?.[Number(match[2])];
      if (slide && typeof slide === 'object') slide.title = value;
    }
  }
}

function sameOrigin(c: Context<Env>): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  const allowed = [new URL(c.req.url).origin];
  try {
    allowed.push(new URL(c.env.STOREFRONT_URL).origin);
  } catch {}
  return allowed.includes(origin);
}

export function editorRoutes(write: EditorWrite) {
  const app = new Hono<Env>();
  app.use('/cms/admin', async (c, next) => (c.env.ENVIRONMENT === 'production' ? c.notFound() : next()));
  app.use('/cms/admin/*', async (c, next) => (c.env.ENVIRONMENT === 'production' ? c.notFound() : next()));

  app.get('/cms/admin/admin.css', () => new Response(CSS, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' } }));
  app.get('/cms/admin', (c) => listPage(c));

  async function readForm(c: Context<Env>): Promise<URLSearchParams> {
    if (!sameOrigin(c)) throw new StrapiError(403, 'ForbiddenError', 'Cross-site form posts are refused');
    return new URLSearchParams(await readBody(c.req.raw));
  }

  // The back office's review moderation (issue 17 item 6): a shopper's review waits as Pending,
  // as in a default Magento (Marketing → Reviews); Approve lists and counts it, Reject never shows it.
  app.get('/cms/admin/reviews', (c) => reviewsPage(c));
  app.post('/cms/admin/reviews', async (c) => {
    const form = await readForm(c);
    const id = Number(form.get('id'));
    const status = ({ approve: 'approved', reject: 'not_approved' } as const)[form.get('action') as 'approve' | 'reject'];
    if (!Number.isSafeInteger(id) || id < 1 || !status) return reviewsPage(c, 'Unknown review or action');
    const review = await moderateReview(c.env.DB, id, status);
    if (!review) return reviewsPage(c, `Review ${id} does not exist`);
    return new Response(null, { status: 303, headers: { location: `reviews?done=${status}` } });
  });

  app.post('/cms/admin', async (c) => {
    const form = await readForm(c);
    if (form.get('action') !== 'create') return listPage(c, 'Unknown action');
    try {
      const result = await write(c, CONTENT_TYPES.page, { kind: 'create', publish: false, data: { identifier: (form.get('identifier') ?? '').trim(), title: form.get('title') ?? '', sections: [] } });
      return new Response(null, { status: 303, headers: { location: `admin/page/${result.version!.documentId}?saved=create` } });
    } catch (error) {
      if (error instanceof StrapiError && error.status === 400) return listPage(c, error.message);
      throw error;
    }
  });

  const route = (path: string, model: 'page' | 'block' | 'newsletter', depth: number) => {
    const type = CONTENT_TYPES[model];
    const load = async (c: Context<Env>) => {
      const documentId = type.kind === 'singleType' ? ((await listVersions(c.env.DB, model, 'draft'))[0]?.documentId ?? null) : c.req.param('documentId')!;
      return documentId ? { documentId, versions: await documentVersions(c.env.DB, model, documentId) } : null;
    };
    app.get(path, async (c) => {
      const loaded = await load(c);
      if (!loaded?.versions.draft) return c.notFound();
      const saved = SAVED[c.req.query('saved') ?? ''];
      return html(editPage(type, loaded.versions, formValues(type, loaded.versions.draft.data), depth, saved ? { kind: 'notice', text: saved } : undefined));
    });
    app.post(path, async (c) => {
      const form = await readForm(c);
      const loaded = await load(c);
      if (!loaded?.versions.draft) return c.notFound();
      const action = form.get('action');
      const values = Object.fromEntries(FIELDS[model].map((field) => [field.name, form.get(field.name) ?? '']));
      try {
        const documentId = type.kind === 'singleType' ? null : loaded.documentId;
        if (action === 'unpublish') await write(c, type, { kind: 'unpublish', documentId });
        else if (action === 'draft' || action === 'publish') await write(c, type, { kind: 'update', documentId, data: formData(type, form), publish: action === 'publish' });
        else throw new StrapiError(400, 'ValidationError', 'Unknown action');
      } catch (error) {
        if (!(error instanceof StrapiError) || error.status !== 400) throw error;
        const details = (error.details.errors as Array<{ path: string[]; message: string }> | undefined)?.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ');
        return html(editPage(type, loaded.versions, values, depth, { kind: 'error', text: details || error.message }), 400);
      }
      const here = new URL(c.req.url).pathname.split('/').pop()!;
      return new Response(null, { status: 303, headers: { location: `${here}?saved=${action}` } });
    });
  };
  route('/cms/admin/page/:documentId', 'page', 2);
  route('/cms/admin/block/:documentId', 'block', 2);
  route('/cms/admin/newsletter', 'newsletter', 1);
  return app;
}
