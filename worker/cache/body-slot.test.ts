import { describe, expect, it } from 'vitest';
import { markBodySlot, takeBodySlot, withInsert } from './body-slot';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function slotOf(html: string, nonce = 'n0nce+/=') {
  const marked = new Uint8Array(await markBodySlot(new Response(html, { headers: { 'Content-Type': 'text/html' } }), nonce).arrayBuffer());
  return takeBodySlot(marked, nonce);
}

describe('body slot', () => {
  it('is where the body’s content begins, in bytes, with the page otherwise unchanged', async () => {
    const html = '<!DOCTYPE html><html><head><title>Mööbel</title></head><body class="page" data-x="a>b"><main>Õun</main></body></html>';
    const { bytes, offset } = await slotOf(html);
    expect(decode(bytes)).toBe(html);
    expect(decode(withInsert(bytes, offset, encode('<aside>BANNER</aside>')))).toBe(html.replace('<main>', '<aside>BANNER</aside><main>'));
  });

  it('is -1 for a document without a body, which is left as it is', async () => {
    const { bytes, offset } = await slotOf('<p>fragment</p>');
    expect(offset).toBe(-1);
    expect(decode(bytes)).toBe('<p>fragment</p>');
  });

  it('cannot be faked by markup in the page: only the rendering nonce’s marker counts', async () => {
    const html = '<html><body><p><!--edge-body-slot-attacker--></p></body></html>';
    const { bytes, offset } = await slotOf(html, 'own');
    expect(decode(bytes)).toBe(html);
    expect(decode(bytes.subarray(offset))).toBe('<p><!--edge-body-slot-attacker--></p></body></html>');
  });

  it('leaves the stored bytes alone when inserting (they are shared by every hit)', () => {
    const bytes = encode('<body>x</body>');
    const out = withInsert(bytes, 6, encode('BANNER'));
    expect(decode(out)).toBe('<body>BANNERx</body>');
    expect(decode(bytes)).toBe('<body>x</body>');
  });
});
