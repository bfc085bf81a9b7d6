// In-page timing for bench/interactions.mjs: what a shopper sees, timestamped in the page itself
// (performance.timeOrigin + performance.now(), so Playwright's own overhead is not counted and
// times compare across a navigation). Installed with `context.addInitScript(installProbes, probes)`
// before the first navigation, so it runs in every document before the page's own scripts:
//   - every `pointerdown` (a tap) and `keydown` is logged with its time;
//   - a probe ("the success toast shows", "product results show", "the menu dialog shows") waits
//     for its Nth press or keystroke, then is checked on each animation frame (the frame that is
//     about to be painted) until what it looks for is visible, and records that time.
// The log and the pending probes live in sessionStorage, so a press answered by a plain form post
// (a navigation) is still timed to the toast on the next page. Nothing polls before the press.
// Selectors are the shopper's (roles, names, links), as in e2e/fixtures: no hydration markers.

/**
 * Runs in the page (serialised by Playwright: self-contained). `initial`: probes armed from the
 * start, each `{ name, kind, text?, after: { type: 'pointerdown' | 'keydown', n } }`.
 */
export function installProbes(initial) {
  const KEY = '__bench';
  const now = () => performance.timeOrigin + performance.now();
  let state;
  try {
    state = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') ?? { events: [], probes: initial, documents: [] };
  } catch {
    return; // about:blank and the like: no storage, nothing to time
  }
  const persist = () => sessionStorage.setItem(KEY, JSON.stringify(state));
  state.documents.push({ url: location.href, timeOrigin: performance.timeOrigin });
  persist();

  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }) !== false;
  };
  const accessibleName = (element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const CHECKS = {
    // A notice in a live region (role=status) whose text matches, visible.
    toast: (probe) => {
      const pattern = new RegExp(probe.text);
      return [...document.querySelectorAll('[role="status"] *')].some((element) => pattern.test(element.textContent.trim()) && visible(element));
    },
    // A live-search option that is a product (a link to /p/…), visible: not the popular terms.
    searchResults: () =>
      [...document.querySelectorAll('[role="listbox"] [role="option"]')].some(
        (option) => (option.matches('a[href*="/p/"]') || option.querySelector('a[href*="/p/"]')) && visible(option),
      ),
    // The dialog named `text` (the phone menu), visible.
    dialog: (probe) => [...document.querySelectorAll('dialog, [role="dialog"]')].some((dialog) => accessibleName(dialog).trim() === probe.text && visible(dialog)),
  };
  /** The header cart badge's count (0 when it is absent or hidden), as e2e/fixtures/cart.ts reads it. */
  const cartCount = () => {
    const badge = document.querySelector('.header-action--cart .header-action__badge');
    return badge && visible(badge) ? Number(badge.textContent.trim()) : 0;
  };
  const startTime = (probe) => state.events.filter((event) => event.type === probe.after.type)[probe.after.n - 1]?.t;

  let looping = false;
  const frame = () => {
    const t = now();
    let changed = false;
    const count = cartCount();
    if (count !== state.events.findLast((event) => event.type === 'cart')?.value) {
      state.events.push({ type: 'cart', value: count, t });
      changed = true;
    }
    for (const probe of state.probes) {
      if (probe.t || !startTime(probe) || !CHECKS[probe.kind](probe)) continue;
      probe.t = t;
      changed = true;
    }
    if (changed) persist();
    looping = state.probes.some((probe) => !probe.t && startTime(probe));
    if (looping) requestAnimationFrame(frame);
  };
  const loop = () => {
    if (looping) return;
    looping = true;
    requestAnimationFrame(frame);
  };
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        state.events.push({ type, t: now(), key: event.key });
        persist();
        loop();
      },
      { capture: true, passive: true },
    );
  }
  /** Arms another probe (from the bench, between presses). */
  globalThis.__benchArm = (probe) => {
    state.probes.push(probe);
    persist();
    if (startTime(probe)) loop();
  };
  globalThis.__benchState = () => ({ ...state, cartCount: cartCount(), loadEventAt: loadEventAt() });
  const loadEventAt = () => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return navigation?.loadEventStart ? performance.timeOrigin + navigation.loadEventStart : null;
  };
  if (state.probes.some((probe) => !probe.t && startTime(probe))) loop(); // armed before a navigation
}

/** The page's probe state (events, probes, cart count, load time); null while it navigates. */
export async function probeState(page) {
  try {
    return await page.evaluate(() => globalThis.__benchState?.() ?? null);
  } catch {
    return null; // execution context destroyed by a navigation
  }
}

/**
 * Polls (every 100 ms, from Node) until `done(state)` holds; resolves with that state, or throws
 * after `timeoutMs` naming `what`.
 */
export async function waitForState(page, what, done, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await probeState(page);
    if (state && done(state)) return state;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Milliseconds from the Nth event of a probe's `after` type to the probe's time; null if not seen. */
export function probeMs(state, name) {
  const probe = state.probes.find((candidate) => candidate.name === name);
  const start = state.events.filter((event) => event.type === probe?.after.type)[probe?.after.n - 1]?.t;
  return probe?.t && start ? probe.t - start : null;
}
