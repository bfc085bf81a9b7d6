import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

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
});
