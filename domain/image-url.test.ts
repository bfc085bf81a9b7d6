import { describe, expect, it } from 'vitest';
import { imageMeta, ipxUrl, mediaPath, parseIpxModifiers, responsiveImage } from './image-url';

describe('image URLs', () => {
  it('maps backend media URLs to storefront paths', () => {
    expect(mediaPath('https://backend.internal/media/catalog/product/a.svg')).toBe('/media/catalog/product/a.svg');
    expect(mediaPath('https://cdn.example/other.png')).toBeNull();
    expect(mediaPath(null)).toBeNull();
  });

  it('builds densities 1 and 2 and the 10×10 q50 placeholder', () => {
    expect(responsiveImage('https://b/media/x.svg', { width: 216, height: 268 })).toEqual({
      src: '/_ipx/w_216,h_268/media/x.svg',
      srcSet: '/_ipx/w_216,h_268/media/x.svg 1x, /_ipx/w_432,h_536/media/x.svg 2x',
      placeholder: '/_ipx/w_10,h_10,q_50/media/x.svg',
      width: 216,
      height: 268,
    });
  });

  it('falls back to the placeholder file', () => {
    expect(responsiveImage(undefined, { width: 216, height: 268 }).src).toBe('/productpage/placeholder.webp');
  });

  it.each([
    ['w_216,h_268', { width: 216, height: 268 }],
    ['w_10,h_10,q_50', { width: 10, height: 10, quality: 50 }],
    ['w_0,h_10', null],
    ['w_5000,h_10', null],
    ['w_10,h_10,q_101', null],
    ['w_10,w_20,h_5', null],
    ['x_1', null],
    ['w_10;h_10', null],
  ])('parseIpxModifiers(%s)', (segment, expected) => expect(parseIpxModifiers(segment)).toEqual(expected));

  it('round-trips ipxUrl', () => {
    expect(ipxUrl('media/x.svg', { width: 100.4, height: 100 })).toBe('/_ipx/w_100,h_100/media/x.svg');
  });

  it.each([
    [{ width: 200, height: 100 }, { width: 200, height: 100, ratio: 2 }],
    [{ width: 'x', height: 100 }, { width: 0, height: 0, ratio: 0 }],
    [null, { width: 0, height: 0, ratio: 0 }],
    [{ width: 0, height: 10 }, { width: 0, height: 0, ratio: 0 }],
  ])('imageMeta(%j)', (meta, expected) => expect(imageMeta(meta)).toEqual(expected));
});
