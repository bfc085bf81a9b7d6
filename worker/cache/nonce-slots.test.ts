import { describe, expect, it } from 'vitest';
import { findAll, patchNonces, stripForeignNonces } from './nonce-slots';

const encode = (text: string) => new TextEncoder().encode(text);

/** A stream of `bytes` cut into chunks of `size` bytes. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
}

describe('nonce slots', () => {
  it('finds byte offsets after multi-byte characters', () => {
    const bytes = encode('<p>Mööbel</p><script nonce="AAAA"></script><link nonce="AAAA">');
    const offsets = findAll(bytes, 'nonce="AAAA"', 'nonce="'.length);
    expect(offsets).toHaveLength(2);
    for (const offset of offsets) expect(new TextDecoder().decode(bytes.slice(offset, offset + 4))).toBe('AAAA');
  });

  it('writes the new nonce at every slot, also when a slot spans chunks', async () => {
    const html = '<p>Õun</p><script nonce="AAAA">1</script><b>x</b><script nonce="AAAA">2</script>';
    const bytes = encode(html);
    const offsets = findAll(bytes, 'nonce="AAAA"', 7);
    for (const size of [1, 3, 7, 1000]) {
      const out = await new Response(patchNonces(chunked(bytes, size), offsets, 'BBBB')).text();
      expect(out, `chunks of ${size}`).toBe(html.replaceAll('AAAA', 'BBBB'));
    }
  });

  it('strips every nonce attribute but the page’s own', async () => {
    const html = '<script nonce="own">1</script><script nonce="attacker">2</script><p nonce="x">y</p>';
    const out = await stripForeignNonces(new Response(html), 'own').text();
    expect(out).toBe('<script nonce="own">1</script><script>2</script><p>y</p>');
  });
});
