import { describe, expect, it } from 'vitest';
import { isCrawler, showsMegaMenu } from './layout-rules';

describe('showsMegaMenu', () => {
  it.each([
    ['/', true],
    ['/c/diivanid.html', true],
    ['/thank-you', false],
    ['/my-account', false],
    ['/my-account/personal-data', false],
    ['/my-accounting', true],
  ])('%s → %s', (path, shown) => expect(showsMegaMenu(path)).toBe(shown));
});

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', false],
    [undefined, false],
  ])('%s → %s', (ua, crawler) => expect(isCrawler(ua)).toBe(crawler));
});
