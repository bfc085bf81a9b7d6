/**
 * The CSP nonce of a cached page. A page is stored with the nonce of the request that rendered
 * it; only elements carrying exactly that nonce are ours (React's streaming scripts, the boot
 * module and its preloads): nobody else can know a fresh 128-bit value. Every other `nonce`
 * attribute (markup that came in with CMS or product HTML) is stripped before the page is stored,
 * and the byte offsets of our nonce values are stored with it. A hit then overwrites exactly those
 * bytes with its own nonce (same length): no HTML parsing on a hit, and injected markup can never
 * receive a valid nonce.
 */

/** A copy of `response` without any `nonce` attribute other than `own`. */
export function stripForeignNonces(response: Response, own: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        if (element.getAttribute('nonce') !== own) element.removeAttribute('nonce');
      },
    })
    .transform(response);
}

/** Byte offsets (plus `shift`) of every occurrence of the ASCII `needle` in `bytes`. */
export function findAll(bytes: Uint8Array, needle: string, shift = 0): number[] {
  const pattern = new TextEncoder().encode(needle);
  const offsets: number[] = [];
  for (let at = bytes.indexOf(pattern[0]!); at !== -1 && at <= bytes.length - pattern.length; at = bytes.indexOf(pattern[0]!, at + 1)) {
    let index = 1;
    while (index < pattern.length && bytes[at + index] === pattern[index]) index += 1;
    if (index === pattern.length) offsets.push(at + shift);
  }
  return offsets;
}

/** `bytes` with the ASCII `nonce` (base64) written at each offset, in place. */
export function withNonce<Bytes extends Uint8Array>(bytes: Bytes, offsets: readonly number[], nonce: string): Bytes {
  for (const offset of offsets) {
    if (offset + nonce.length > bytes.length) continue;
    for (let index = 0; index < nonce.length; index++) bytes[offset + index] = nonce.charCodeAt(index);
  }
  return bytes;
}
