import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPageNavigation, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, progressTimer } from './progress-bar';

/** storefront.md §9: throttle 200 ms, duration 5000 ms. */
describe('progressTimer', () => {
  let states: string[];
  let start: ReturnType<typeof progressTimer>;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    start = progressTimer((state) => states.push(state), PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS, () => Date.now());
  });
  afterEach(() => vi.useRealTimers());

  it('work done within the throttle shows nothing', () => {
    const done = start();
    vi.advanceTimersByTime(199);
    done();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
  });

  it('appears after 200 ms and completes when the work is done', () => {
    const done = start();
    vi.advanceTimersByTime(200);
    expect(states).toEqual(['running']);
    vi.advanceTimersByTime(1000);
    done();
    expect(states).toEqual(['running', 'done']);
  });

  it('gives up after 5000 ms (a download, a held request): the bar just goes', () => {
    start();
    vi.advanceTimersByTime(4999);
    expect(states).toEqual(['running']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['running', 'idle']);
  });

  it('several pieces of work share one bar: it completes with the last; a second done is ignored', () => {
    const first = start();
    const second = start();
    vi.advanceTimersByTime(300);
    first();
    first();
    expect(states).toEqual(['running']);
    second();
    expect(states).toEqual(['running', 'done']);
  });

  it('a stuck piece gives up alone: later work still gets its bar and its own 5 s', () => {
    start();
    vi.advanceTimersByTime(4000);
    const later = start();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual(['running']);
    vi.advanceTimersByTime(1000);
    later();
    expect(states).toEqual(['running', 'done']);
  });

  it('counts from the trigger, not from when it is called (the module arrives later)', () => {
    const since = Date.now();
    vi.advanceTimersByTime(150);
    start(since);
    vi.advanceTimersByTime(50);
    expect(states).toEqual(['running']);
  });
});

describe('isPageNavigation', () => {
  const here = { origin: 'https://shop.test', pathname: '/c/diivanid.html', search: '' };
  const anchor = (href: string, attributes: Record<string, string> = {}) => {
    const url = new URL(href, 'https://shop.test/c/diivanid.html');
    return {
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      target: attributes.target ?? '',
      hasAttribute: (name: string) => name in attributes,
    } as unknown as HTMLAnchorElement;
  };
  const click = (init: Partial<MouseEvent> = {}) => ({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init }) as MouseEvent;

  it.each([
    ['a plain click on another page', click(), anchor('/p/1/diivan.html'), true],
    ['the same page with another query', click(), anchor('/c/diivanid.html?page=2'), true],
    ['a new tab (ctrl, meta, shift) or a middle click', click({ ctrlKey: true }), anchor('/p/1/diivan.html'), false],
    ['meta', click({ metaKey: true }), anchor('/p/1/diivan.html'), false],
    ['middle button', click({ button: 1 }), anchor('/p/1/diivan.html'), false],
    ['a click an island handled', click({ defaultPrevented: true }), anchor('/p/1/diivan.html'), false],
    ['another origin', click(), anchor('https://pank.example/'), false],
    ['target _blank', click(), anchor('/p/1/diivan.html', { target: '_blank' }), false],
    ['a download', click(), anchor('/fail.pdf', { download: '' }), false],
    ['only the fragment', click(), anchor('#main'), false],
  ])('%s → %s', (_name, event, link, expected) => expect(isPageNavigation(event, link, here)).toBe(expected));
});
