import { describe, expect, it } from 'vitest';
import { cmsMediaUrl } from './cms-media';
import { mayOpenNewsletter, newsletterConfig, newsletterPages, reopenDelayPassed, showsNewsletterOn } from './newsletter';

const HOUR = 3_600_000;

describe('showOnPages (customer.md §3: newline-separated paths, default /)', () => {
  it.each([
    [null, ['/']],
    ['', ['/']],
    ['  \n ', ['/']],
    ['/\n/info/tarne.html', ['/', '/info/tarne.html']],
    ['/info/tarne.html/\r\n/kontaktid.html?x=1\nhttps://shop.example/c/diivanid.html\nnot a path\n/', ['/info/tarne.html', '/kontaktid.html', '/c/diivanid.html', '/']],
  ])('%j → %j', (value, pages) => {
    expect(newsletterPages(value)).toEqual(pages);
  });

  it('matches the request path exactly (a trailing slash aside), not its prefixes', () => {
    const pages = newsletterPages('/\n/info/tarne.html');
    expect(showsNewsletterOn(pages, '/')).toBe(true);
    expect(showsNewsletterOn(pages, '/info/tarne.html')).toBe(true);
    expect(showsNewsletterOn(pages, '/info/tarne.html/')).toBe(true);
    expect(showsNewsletterOn(pages, '/info/tarne/kuller.html')).toBe(false);
    expect(showsNewsletterOn(pages, '/Home')).toBe(true);
    expect(showsNewsletterOn(newsletterPages('/info/tarne.html'), '/Home')).toBe(false);
    expect(showsNewsletterOn(pages, '/p/1/diivan.html')).toBe(false);
  });
});

describe('reopen delay (customer.md §4: the time since the last close exceeds it)', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['never closed', null, true],
    ['not a time', 'soon', true],
    ['closed 47 h ago', String(now - 47 * HOUR), false],
    ['closed exactly 48 h ago', String(now - 48 * HOUR), false],
    ['closed 48 h and 1 ms ago', String(now - 48 * HOUR - 1), true],
    ['closed in the future (clock changed)', String(now + HOUR), false],
  ])('%s → %s', (_name, closedAt, passed) => {
    expect(reopenDelayPassed(closedAt, now, 48)).toBe(passed);
  });
});

describe('who may see it (customer.md §4: not subscribed or not logged in)', () => {
  it.each([
    ['a guest', { signedIn: false, subscribed: null, subscribedHere: false }, true],
    ['a signed-in customer not subscribed', { signedIn: true, subscribed: false, subscribedHere: false }, true],
    ['a signed-in subscribed customer', { signedIn: true, subscribed: true, subscribedHere: false }, false],
    ['a browser that subscribed through the form', { signedIn: false, subscribed: null, subscribedHere: true }, false],
  ])('%s', (_name, visitor, may) => {
    expect(mayOpenNewsletter(visitor, true)).toBe(may);
    expect(mayOpenNewsletter(visitor, false)).toBe(false);
  });
});

describe('the config pages get', () => {
  it('applies the §9 defaults and resolves the heading image against the media base', () => {
    const config = newsletterConfig(
      { heading: 'Liitu uudiskirjaga', subheading: ' ', headingImage: { url: '/uploads/kiri.jpg', alternativeText: null, width: 960, height: 480 } },
      (url) => cmsMediaUrl('', url),
    );
    expect(config).toEqual({
      heading: 'Liitu uudiskirjaga',
      subheading: null,
      description: null,
      image: { src: '/cms-media/uploads/kiri.jpg', alt: '', width: 960, height: 480 },
      pages: ['/'],
      openAfterSeconds: 15,
      reopenAfterClosedHours: 48,
    });
    expect(newsletterConfig({ heading: 'x', openAfterSeconds: 0, reopenAfterClosedHours: 0 }, () => null)).toMatchObject({ openAfterSeconds: 0, reopenAfterClosedHours: 0, image: null });
  });
});

describe('cmsMediaUrl (customer.md §2: prefixed with the media base URL)', () => {
  it.each([
    ['', '/uploads/a.jpg', '/cms-media/uploads/a.jpg'],
    ['https://media.example.ee/', '/uploads/a.jpg', 'https://media.example.ee/uploads/a.jpg'],
    ['https://media.example.ee', 'https://cdn.example.ee/a.jpg', 'https://cdn.example.ee/a.jpg'],
    ['', '//evil.example/a.jpg', null],
    ['', 'javascript:alert(1)', null],
  ])('%j + %j → %j', (base, url, result) => {
    expect(cmsMediaUrl(base, url)).toBe(result);
  });
});
