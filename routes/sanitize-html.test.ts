import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Tere <strong>tulemast</strong></p>', '<p>Tere <strong>tulemast</strong></p>'],
    ['<h1>Pealkiri</h1>', '<h2>Pealkiri</h2>'],
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<p onclick="alert(1)" class="x">a</p>', '<p class="x">a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" jav\tascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="/c/kampaaniad.html">x</a>', '<a href="/c/kampaaniad.html">x</a>'],
    ['<a href="https://example.ee">x</a>', '<a href="https://example.ee" rel="noopener">x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a">', '<img alt="a">'],
    ['<blink>vana</blink>', 'vana'],
    ['<iframe src="https://evil"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<!-- märkus --><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
  ])('%s → %s', async (input, expected) => {
    expect(await sanitizeHtml(input)).toBe(expected);
  });

  // Raw-text and legacy elements: their content is markup the browser would parse differently
  // once the wrapper is gone, so it must go with them (issue 6 §1).
  it.each([
    ['xmp', '<xmp><img src=x onerror=alert(1)></xmp><p>ok</p>'],
    ['noembed', '<noembed><img src=x onerror=alert(1)></noembed><p>ok</p>'],
    ['noframes', '<noframes><img src=x onerror=alert(1)></noframes><p>ok</p>'],
    ['plaintext', '<p>ok</p><plaintext><img src=x onerror=alert(1)>'],
    ['iframe', '<iframe><img src=x onerror=alert(1)></iframe><p>ok</p>'],
    ['noscript', '<noscript><img src=x onerror=alert(1)></noscript><p>ok</p>'],
    ['template', '<template><img src=x onerror=alert(1)></template><p>ok</p>'],
    ['style', '<style><img src=x onerror=alert(1)></style><p>ok</p>'],
    ['script', '<script>"<img src=x onerror=alert(1)>"</script><p>ok</p>'],
    ['title', '<title><img src=x onerror=alert(1)></title><p>ok</p>'],
    ['textarea', '<textarea><img src=x onerror=alert(1)></textarea><p>ok</p>'],
    ['nested in an unknown tag', '<blink><xmp><img src=x onerror=alert(1)></xmp></blink><p>ok</p>'],
  ])('drops %s with its content', async (_name, input) => {
    const output = await sanitizeHtml(input);
    expect(output).not.toMatch(/onerror|<img|alert/);
    expect(output).toContain('<p>ok</p>');
  });

  it.each([
    ['decimal entity', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['hex entity', '<a href="&#x6A;avascript:alert(1)">x</a>'],
    ['padded hex entity', '<a href="&#x0006a;avascript:alert(1)">x</a>'],
    ['named colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['entity tab', '<a href="java&Tab;script:alert(1)">x</a>'],
    ['entity newline', '<a href="java&#10;script:alert(1)">x</a>'],
    ['raw newline', '<a href="java\nscript:alert(1)">x</a>'],
    ['no semicolon', '<a href="&#106avascript:alert(1)">x</a>'],
    ['data via entities', '<img src="&#100;ata:image/svg+xml,x" alt="a">'],
    ['upper case', '<a href="JaVaScRiPt&#58;alert(1)">x</a>'],
  ])('catches an entity-encoded scheme (%s)', async (_name, input) => {
    const output = await sanitizeHtml(input);
    expect(output).not.toMatch(/href=|src=/);
  });

  it('keeps entity-encoded safe URLs', async () => {
    expect(await sanitizeHtml('<a href="/c/a.html?x=1&amp;y=2">x</a>')).toBe('<a href="/c/a.html?x=1&amp;y=2">x</a>');
  });

  it('strips nonce attributes, so injected markup can never carry a valid nonce', async () => {
    const output = await sanitizeHtml('<p nonce="abc">a</p><span nonce="abc" class="x">b</span><script nonce="abc">alert(1)</script>');
    expect(output).toBe('<p>a</p><span class="x">b</span>');
  });
});

// Issue 17 §4: HTMLRewriter threw on these (a 500 for the whole page), and passed on markup
// that swallowed or closed the page's own elements.
describe('sanitizeHtml never takes a page down', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    // A raw-text element inside <select> runs to its end tag, as in a browser; the select goes.
    ['<p>a</p><select><style></select><p>b</p>', '<p>a</p>'],
    ['<p>a</p><select><style></style></select><p>b</p>', '<p>a</p><p>b</p>'],
    ['<p>a</p><select><title>x</title></select><p>b</p>', '<p>a</p><p>b</p>'],
    ['<p>a</p><SELECT><xmp>x</xmp></SELECT><p>b</p>', '<p>a</p><p>b</p>'],
    ['<p>a</p><select><plaintext>x', '<p>a</p>'],
    ['<p>a</p><frameset><noframes>x</noframes></frameset><p>b</p>', '<p>a</p><p>b</p>'],
  ])('parses %s → %s', async (input, expected) => {
    expect(await sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['an unclosed table', '<table><tr><td>a', '<table><tr><td>a</td></tr></table>'],
    ['an unclosed link', '<p><a href="/x">a', '<p><a href="/x">a</a></p>'],
    ['stray end tags of the page', '</div></main><p>a</p></body>', '<p>a</p>'],
    ['an unfinished tag at the end', '<p>a</p><a href="', '<p>a</p>&lt;a href="'],
    ['misnested formatting', '<b><i>a</b>b</i>', '<b><i>a</i></b>b'],
    ['a block inside p', '<p>a<div>b</div>c</p>', '<p>a</p><div>b</div>c'],
    ['list items without end tags', '<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['table parts outside a table', '<td>a</td><tr>b', 'ab'],
    ['void end tags', '<br></br><img alt="x"></img>', '<br><img alt="x">'],
    ['a doctype, CDATA and a processing instruction', '<!DOCTYPE html><![CDATA[x]]><?php y ?>z', 'z'],
    ['a lone <', 'a < b', 'a &lt; b'],
    ['a duplicate attribute (the browser keeps the first)', '<a href="/x" href="javascript:alert(1)">a</a>', '<a href="/x">a</a>'],
    ['quotes and brackets in a kept value', `<img alt='"<b>"'>`, '<img alt="&quot;&lt;b&gt;&quot;">'],
  ])('is well formed and closed: %s', async (_name, input, expected) => {
    expect(await sanitizeHtml(input)).toBe(expected);
  });

  it('drops a field the parser refuses, logged as JSON with its name, instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'HTMLRewriter',
      class {
        on() {
          return this;
        }
        onDocument() {
          return this;
        }
        transform(): Response {
          throw new TypeError('Parser error: ambiguous');
        }
      },
    );
    await expect(sanitizeHtml('<p>x</p>', 'product.description')).resolves.toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ at: 'sanitize-html', field: 'product.description', dropped: true, length: 8 });
  });
});

describe('htmlToText', () => {
  it('gives the text of sanitised HTML for meta descriptions and JSON-LD: tags to spaces, references decoded', () => {
    expect(htmlToText('<p>Laud &amp; tool</p><ul><li>tamm</li>\n<li>&#8222;pöök&#8220;</li></ul>')).toBe('Laud & tool tamm „pöök“');
  });
});
