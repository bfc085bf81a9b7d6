/**
 * The page progress bar (storefront.md §9 "Progress bar throttle 200 ms, duration 5000 ms"): on
 * a navigation started in the page and on island calls through client/api-fetch.ts. It shows only
 * when the work is still running after the throttle (fast work shows nothing), completes when
 * the work ends, and gives up after the duration (a download, a held request). One fixed
 * element, a CSS-only transform animation (no layout shift; `prefers-reduced-motion` gets a still
 * bar, app.css), created on first use. This module is loaded by client/progress-trigger.ts (in the
 * boot module of every page) at the first click, submit or island call, so pages pay for it only
 * once something happens; times are measured from the trigger, not from the module's arrival.
 */

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** What the timing drives: the element in the browser, a recorder in tests. */
export type ProgressView = (state: 'running' | 'done' | 'idle') => void;

/**
 * The timing, without the DOM: `start()` counts one piece of work and returns its `done`.
 * Several at once share one bar: it shows once work has been running for the throttle and
 * completes when the last piece is done. Each piece gives up on its own after the duration (a
 * download, a held request), so a stuck one never keeps the bar up nor hides later work;
 * the bar just goes ('idle') when the last piece gave up. A second `done` is ignored.
 */
export function progressTimer(view: ProgressView, throttleMs = PROGRESS_THROTTLE_MS, durationMs = PROGRESS_DURATION_MS, now: () => number = () => performance.now()) {
  let running = 0;
  let shown = false;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    shown = true;
    view('running');
  };
  /** `since`: when the work began (the trigger's time; default now). */
  return (since = now()): (() => void) => {
    const elapsed = Math.max(0, now() - since);
    if (!running++) throttle = setTimeout(show, throttleMs - elapsed);
    let open = true;
    const end = (state: 'done' | 'idle') => {
      if (!open) return;
      open = false;
      clearTimeout(giveUp);
      if (--running) return;
      clearTimeout(throttle);
      if (shown) view(state);
      shown = false;
    };
    const giveUp = setTimeout(end, durationMs - elapsed, 'idle');
    return () => end('done');
  };
}

let bar: HTMLElement | undefined;

/** The page's one bar (created on first use); `startProgress()` returns the end of that piece of work. */
export const startProgress = progressTimer((state) => {
  if (!bar) {
    bar = document.body.appendChild(document.createElement('div'));
    bar.className = 'progress-bar';
    // Decorative for assistive technology: the page's own busy states and the new page say it.
    bar.ariaHidden = 'true';
  }
  bar.dataset.state = state;
});

/**
 * Whether a click on `anchor` replaces this document with another of our origin: a plain
 * left click (a modifier opens a new tab or window: not this page's wait), no other target,
 * no download, not only a fragment change.
 */
export function isPageNavigation(event: MouseEvent, anchor: HTMLAnchorElement, here: Pick<Location, 'origin' | 'pathname' | 'search'> = location): boolean {
  return !(
    event.defaultPrevented ||
    event.button ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== here.origin ||
    (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search)
  );
}

/**
 * A click (bubbled: islands had their say), a form submission or an island call that happened
 * at `since` (client/progress-trigger.ts): start the bar for a navigation of this page (a link,
 * or a GET form to our origin in this window) and for an island call still running.
 */
export function progressEvent(event: Event, since: number): void {
  const target = event.target as HTMLFormElement;
  if (event instanceof MouseEvent) {
    const anchor = target.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement && isPageNavigation(event, anchor)) startProgress(since);
  } else if (event instanceof CustomEvent) {
    // An island call (client/api-fetch.ts): its request; one already answered ends at once.
    const end = startProgress(since);
    (event.detail as Promise<unknown>).then(end, end);
  } else if (!event.defaultPrevented && target.method === 'get' && (!target.target || target.target === '_self') && new URL(target.action).origin === location.origin) {
    startProgress(since);
  }
}
