/// <reference types="vite/client" />
// Rich text as Strapi 5 writes it (issue 18 point 2): Blocks JSON through Strapi's renderer,
// Markdown through marked, HTML as it is — all three then through the one sanitiser, with the
// top heading an h2 (the page owns the h1).
import { describe, expect, it } from 'vitest';
import type { CmsBlocks } from '../domain/cms-content';
import { looksLikeHtml, richTextHtml } from './rich-text';

type Recorded = { data: { sections: { content: CmsBlocks }[] }[] };
const blocksNotice = import.meta.glob<Recorded>('../../shared/strapi-5/exchanges/notice-with-blocks-content.json', { eager: true, import: 'default' });
const RECORDED_BLOCKS = Object.values(blocksNotice)[0]!.data[0]!.sections[0]!.content;
/** The notice an editor typed in Strapi's Markdown editor (exchanges/edge-info_markdown.json). */
const RECORDED_MARKDOWN = '## Tasuta tarne\n\nToome **kõik** tooted koju. Vaata [tingimusi](/info/tarne.html).\n\n- kiire\n- soodne';

const html = async (value: Parameters<typeof richTextHtml>[0], base = '/cms-media') => (await richTextHtml(value, base)).sanitised;

describe('Blocks', () => {
  it('renders the recorded Blocks notice as a heading and bold text', async () => {
    expect(await html(RECORDED_BLOCKS)).toBe('<h2>Tasuta tarne</h2><p>Toome <strong>kõik</strong> koju.</p>');
  });

  it('renders every node type Strapi writes, through the sanitiser', async () => {
    const blocks: CmsBlocks = [
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Pealkiri' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Alapealkiri' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'a', italic: true },
          { type: 'text', text: 'b', underline: true },
          { type: 'text', text: 'c', strikethrough: true },
          { type: 'link', url: '/info/tarne.html', children: [{ type: 'text', text: 'tarne' }] },
          { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] },
          { type: 'link', url: 'https://example.ee', children: [{ type: 'text', text: 'väline' }] },
        ],
      },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'üks' }] }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'kaks' }] },
          { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'sees' }] }] },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'tsitaat' }] },
      { type: 'code', children: [{ type: 'text', text: 'kood <b>' }] },
      { type: 'image', image: { url: '/uploads/pilt.png', alternativeText: 'Pilt', width: 800, height: 500 }, children: [{ type: 'text', text: '' }] },
    ];
    const out = await html(blocks);
    expect(out).toContain('<h2>Pealkiri</h2><h3>Alapealkiri</h3>'); // h1 → h2: the page owns the h1
    expect(out).toContain('<em>a</em><u>b</u><s>c</s><a href="/info/tarne.html">tarne</a>');
    expect(out).toContain('<a>x</a>'); // javascript: dropped
    expect(out).toContain('<a href="https://example.ee" rel="noopener">väline</a>');
    expect(out).toContain('<ol><li>üks</li></ol><ul><li>kaks</li><li><ul><li>sees</li></ul></li></ul>');
    expect(out).toContain('<blockquote>tsitaat</blockquote>');
    expect(out).toContain('kood &lt;b&gt;');
    expect(out).toContain('<img src="/cms-media/uploads/pilt.png" alt="Pilt" width="800" height="500"');
  });

  it('puts Blocks images on CMS_MEDIA_URL when it is set', async () => {
    const out = await html([{ type: 'image', image: { url: '/uploads/pilt.png' } }], 'https://media.example.ee');
    expect(out).toContain('src="https://media.example.ee/uploads/pilt.png"');
  });
});

describe('Markdown', () => {
  it('renders the recorded Markdown notice as a heading, bold, a link and a list — not literally', async () => {
    const out = await html(RECORDED_MARKDOWN);
    expect(out).toContain('<h2>Tasuta tarne</h2>');
    expect(out).toContain('Toome <strong>kõik</strong> tooted koju. Vaata <a href="/info/tarne.html">tingimusi</a>.');
    expect(out).toContain('<li>kiire</li>');
    expect(out).not.toContain('**');
    expect(out).not.toContain('##');
  });

  it('moves a column that starts at ### up to h2, and sanitises HTML inside Markdown', async () => {
    expect(await html('### Aadress\n\nPeterburi tee 50')).toBe('<h2>Aadress</h2>\n<p>Peterburi tee 50</p>\n');
    const out = await html('Tere <script>alert(1)</script> [x](javascript:alert(2)) <img src=x onerror=alert(3)>');
    expect(out).not.toMatch(/script|onerror|javascript/);
  });
});

describe('HTML', () => {
  it('keeps HTML as HTML (not read as Markdown), sanitised', async () => {
    expect(await html('<h2>Strapi teade</h2><p>See on <strong>HTML</strong>.</p>')).toBe('<h2>Strapi teade</h2><p>See on <strong>HTML</strong>.</p>');
    // Four spaces of indentation would be a Markdown code block: HTML must not go through marked.
    expect(await html('<div>\n\n    <p>sisse taandatud</p></div>')).toContain('<p>sisse taandatud</p>');
    expect(await html('<p onclick="x()">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
  });

  it.each([
    ['<p>a</p>', true],
    ['  \n<h2>a</h2>', true],
    ['<!-- c --><p>a</p>', true],
    ['## Pealkiri', false],
    ['Tere <strong>x</strong>', false],
    ['**Telefon** +372 600 0000', false],
    ['< 5 € tarne', false],
  ])('looksLikeHtml(%j) → %s', (text, expected) => expect(looksLikeHtml(text)).toBe(expected));
});
