import { findAll } from './nonce-slots';

/**
 * Where a stored page's `<body>` content begins: the consent banner's place
 * (worker/middleware/consent-banner.tsx). Found once, when the page is stored: `HTMLRewriter`
 * prepends a marker to `<body>` exactly where the banner middleware would prepend the banner
 * (the marker carries the rendering request's nonce, so no markup in the page can fake it); its
 * byte offset is noted and the marker cut out. A first-visit hit is then the stored bytes with
 * the banner's copied in at that offset: no HTML parsing, no streaming transform.
 */

const marker = (nonce: string) => `<!--edge-body-slot-${nonce}-->`;

/** A copy of `response` with the body slot marked (see `takeBodySlot`). */
export function markBodySlot(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('body', {
      element(body) {
        body.prepend(marker(nonce), { html: true });
      },
    })
    .transform(response);
}

/**
 * `bytes` without the markers of `markBodySlot`, and the offset of the first one: where the
 * body's content begins (`-1`: the page has no `<body>`).
 */
export function takeBodySlot(bytes: Uint8Array<ArrayBuffer>, nonce: string): { bytes: Uint8Array<ArrayBuffer>; offset: number } {
  const needle = marker(nonce);
  const offsets = findAll(bytes, needle);
  if (!offsets.length) return { bytes, offset: -1 };
  const out = new Uint8Array(bytes.length - offsets.length * needle.length);
  let from = 0;
  let to = 0;
  for (const at of offsets) {
    out.set(bytes.subarray(from, at), to);
    to += at - from;
    from = at + needle.length;
  }
  out.set(bytes.subarray(from), to);
  return { bytes: out, offset: offsets[0]! };
}

/** `bytes` with `insert` copied in at `offset` (a new array; `bytes` is left as it is). */
export function withInsert(bytes: Uint8Array, offset: number, insert: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.length + insert.length);
  out.set(bytes.subarray(0, offset));
  out.set(insert, offset);
  out.set(bytes.subarray(offset), offset + insert.length);
  return out;
}
