import { describe, expect, it } from 'vitest';
import { findAll, stripForeignNonces, withNonce } from './nonce-slots';

const encode = (text: string) => new TextEncoder().encode(text);

describe('nonce slots', () => {
  it('finds byte offsets after multi-byte characters', () => {
    const bytes = encode('<p>Mööbel</p><script nonce="AAAA"></script><link nonce="AAAA">');
    const offsets = findAll(bytes, 'nonce="AAAA"', 'nonce="'.length);
    expect(offsets).toHaveLength(2);
    for (const offset of offsets) expect(new TextDecoder().decode(bytes.slice(offset, offset + 4))).toBe('AAAA');
  });

  it('writes the new nonce at every slot and nowhere else', () => {
    const html = '<p>Õun AAAA</p><script nonce="AAAA">1</script><b>x</b><script nonce="AAAA">2</script>';
    const bytes = encode(html);
    const out = new TextDecoder().decode(withNonce(bytes, findAll(bytes, 'nonce="AAAA"', 7), 'BBBB'));
    expect(out).toBe(html.replaceAll('nonce="AAAA"', 'nonce="BBBB"'));
  });

  it('strips every nonce attribute but the page’s own', async () => {
    const html = '<script nonce="own">1</script><script nonce="attacker">2</script><p nonce="x">y</p>';
    const out = await stripForeignNonces(new Response(html), 'own').text();
    expect(out).toBe('<script nonce="own">1</script><script>2</script><p>y</p>');
  });
});
