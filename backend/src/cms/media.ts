// The CMS's media library: the seeded uploads, as Strapi's local upload provider describes them
// (`url` relative, `/uploads/{name}_{hash}.svg`), and the images themselves, drawn as SVG and
// served under /cms/uploads/… Immutable: the hash in the file name never draws anything else.
// Like Strapi 5 for a raster upload, each has `formats` (thumbnail 245×156, small 500, medium
// 750, large 1000, each fitted inside and only when smaller than the original; the recorded
// answers in ../shared/strapi-5), served as `/uploads/{format}_{hash}.svg`.
import { Hono } from 'hono';
import { hashString } from '../seed/prng';

type Upload = { id: number; slug: string; alternativeText: string; width: number; height: number; colors: readonly [string, string, string]; label: string };

const UPLOADS: readonly Upload[] = [
  { id: 1, slug: 'hero_diivanid', alternativeText: 'Hall nurgadiivan valgusküllases elutoas', width: 1600, height: 640, colors: ['#d8cfc4', '#8a8d91', '#4a4d52'], label: 'Diivanid' },
  { id: 2, slug: 'hero_voodid', alternativeText: 'Kontinentaalvoodi heledas magamistoas', width: 1600, height: 640, colors: ['#e6e1d8', '#c8a27a', '#7a5230'], label: 'Voodid' },
  { id: 3, slug: 'hero_aiamoobel', alternativeText: 'Aiatoolid ja aialaud terrassil', width: 1600, height: 640, colors: ['#dfe8d8', '#4f7a4a', '#2f4a2c'], label: 'Aiamööbel' },
  { id: 4, slug: 'notice_tarne', alternativeText: 'Kaubik toob mööbli koju', width: 800, height: 500, colors: ['#f2f1ec', '#2f5d8a', '#1f1f1f'], label: 'Tarne' },
  { id: 5, slug: 'inspiratsioon_elutuba', alternativeText: 'Skandinaavia stiilis elutuba', width: 600, height: 600, colors: ['#efe9df', '#b5583a', '#4a4d52'], label: 'Elutuba' },
  { id: 6, slug: 'inspiratsioon_magamistuba', alternativeText: 'Rahulikes toonides magamistuba', width: 600, height: 600, colors: ['#e9edf2', '#2f5d8a', '#c9cbcd'], label: 'Magamistuba' },
  { id: 7, slug: 'inspiratsioon_soogituba', alternativeText: 'Tammepuidust söögilaud ja toolid', width: 600, height: 600, colors: ['#f3ede2', '#c8a27a', '#7a5230'], label: 'Söögituba' },
  { id: 8, slug: 'inspiratsioon_kodukontor', alternativeText: 'Kirjutuslaud ja kontoritool kodukontoris', width: 600, height: 600, colors: ['#eceeea', '#1f1f1f', '#e0b43c'], label: 'Kodukontor' },
  { id: 9, slug: 'uudiskiri_pais', alternativeText: 'Diivanipadjad ja pleed', width: 800, height: 400, colors: ['#f6efe6', '#d9a3a8', '#b5583a'], label: 'Uudiskiri' },
];

const SEEDED_AT = '2026-01-05T08:00:00.000Z';

const hashOf = (upload: Upload) => `${upload.slug}_${hashString(`cms-upload:${upload.slug}`).toString(16).padStart(8, '0')}`;

/** One of Strapi's responsive formats of an upload. */
export type MediaFormat = {
  ext: '.svg';
  url: string;
  hash: string;
  mime: 'image/svg+xml';
  name: string;
  path: null;
  size: number;
  width: number;
  height: number;
  sizeInBytes: number;
};

/** Strapi's default breakpoints (upload plugin `breakpoints`) and its thumbnail box. */
const BREAKPOINTS = [
  ['large', 1000],
  ['medium', 750],
  ['small', 500],
] as const;
const THUMBNAIL = { width: 245, height: 156 };

/** The size of `width`×`height` fitted inside `box` (sharp's `fit: inside`), or null when it already fits. */
function fitInside(width: number, height: number, box: { width: number; height: number }): { width: number; height: number } | null {
  if (width <= box.width && height <= box.height) return null;
  const scale = Math.min(box.width / width, box.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function formatsOf(upload: Upload): Record<string, MediaFormat> | null {
  const sizes: [string, { width: number; height: number } | null][] = [
    ['thumbnail', fitInside(upload.width, upload.height, THUMBNAIL)],
    ...BREAKPOINTS.map(([name, edge]): [string, { width: number; height: number } | null] => [name, fitInside(upload.width, upload.height, { width: edge, height: edge })]),
  ];
  const formats: Record<string, MediaFormat> = {};
  for (const [name, size] of sizes) {
    if (!size) continue;
    const hash = `${name}_${hashOf(upload)}`;
    const bytes = renderUpload(upload, size).length;
    formats[name] = { ext: '.svg', url: `/uploads/${hash}.svg`, hash, mime: 'image/svg+xml', name: `${name}_${upload.slug}.svg`, path: null, size: Math.round(bytes / 10.24) / 100, ...size, sizeInBytes: bytes };
  }
  return Object.keys(formats).length ? formats : null;
}

/** Strapi's upload object (what `populate` puts where a media field is). */
export type MediaObject = {
  id: number;
  documentId: string;
  name: string;
  alternativeText: string;
  caption: null;
  focalPoint: null;
  width: number;
  height: number;
  formats: Record<string, MediaFormat> | null;
  hash: string;
  ext: '.svg';
  mime: 'image/svg+xml';
  size: number;
  url: string;
  previewUrl: null;
  provider: 'local';
  provider_metadata: null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
};

function mediaObject(upload: Upload): MediaObject {
  const hash = hashOf(upload);
  return {
    id: upload.id,
    documentId: `upload${String(upload.id).padStart(3, '0')}${hash.slice(-8)}`.padEnd(24, '0').slice(0, 24),
    name: `${upload.slug}.svg`,
    alternativeText: upload.alternativeText,
    caption: null,
    focalPoint: null,
    width: upload.width,
    height: upload.height,
    formats: formatsOf(upload),
    hash,
    ext: '.svg',
    mime: 'image/svg+xml',
    size: Math.round(renderUpload(upload).length / 10.24) / 100,
    url: `/uploads/${hash}.svg`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    publishedAt: SEEDED_AT,
  };
}

/** The upload with this id, or undefined. */
export function mediaById(id: number): MediaObject | undefined {
  const upload = UPLOADS.find((u) => u.id === id);
  return upload && mediaObject(upload);
}

/** Every upload (the editor lists them so an editor knows which ids exist). */
export function allMedia(): MediaObject[] {
  return UPLOADS.map(mediaObject);
}

/** Seed helper: the id of an upload by its slug. */
export function mediaId(slug: string): number {
  const upload = UPLOADS.find((u) => u.slug === slug);
  if (!upload) throw new Error(`No CMS upload ${slug}`);
  return upload.id;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A simple illustration: a wall, a floor, furniture-like blocks and the label; `size` scales it (a format). */
function renderUpload(upload: Upload, size?: { width: number; height: number }): string {
  const { width: w, height: h, colors } = upload;
  const [wall, accent, dark] = colors;
  const floor = Math.round(h * 0.72);
  const unit = Math.min(w, h) / 10;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size?.width ?? w}" height="${size?.height ?? h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(upload.alternativeText)}">` +
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="${dark}" opacity="0.18"/>` +
    `<rect x="${Math.round(w * 0.12)}" y="${Math.round(floor - unit * 3)}" width="${Math.round(w * 0.42)}" height="${Math.round(unit * 3)}" rx="${Math.round(unit / 2)}" fill="${accent}"/>` +
    `<rect x="${Math.round(w * 0.12)}" y="${Math.round(floor - unit * 4.2)}" width="${Math.round(w * 0.42)}" height="${Math.round(unit * 1.6)}" rx="${Math.round(unit / 2)}" fill="${accent}" opacity="0.8"/>` +
    `<rect x="${Math.round(w * 0.64)}" y="${Math.round(floor - unit * 5)}" width="${Math.round(unit * 0.4)}" height="${Math.round(unit * 5)}" fill="${dark}"/>` +
    `<circle cx="${Math.round(w * 0.64 + unit * 0.2)}" cy="${Math.round(floor - unit * 5.4)}" r="${Math.round(unit * 0.9)}" fill="${accent}" opacity="0.6"/>` +
    `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.2)}" font-family="sans-serif" font-size="${Math.round(unit * 1.1)}" fill="${dark}">${escapeXml(upload.label)}</text>` +
    `</svg>`
  );
}

/** GET /cms/uploads/{hash}.svg, and its formats /cms/uploads/{format}_{hash}.svg */
export const uploadRoutes = new Hono().get('/cms/uploads/:file', (c) => {
  const file = c.req.param('file');
  const format = /^(thumbnail|small|medium|large)_(.+)$/.exec(file);
  const upload = UPLOADS.find((u) => `${hashOf(u)}.svg` === (format ? format[2] : file));
  const size = upload && format ? mediaObject(upload).formats?.[format[1]!] : undefined;
  if (!upload || (format && !size)) return c.json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }, 404);
  return new Response(renderUpload(upload, size), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
});
