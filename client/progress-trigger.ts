/**
 * The boot module's part of the page progress bar (client/progress-bar.ts): it notes when a
 * click, a form submission or an island call happens and hands it to the bar's module, loaded
 * the first time (so a page pays only these few bytes until something happens). Island calls
 * announce themselves with PROGRESS_WORK_EVENT (client/api-fetch.ts `announceWork` repeats the
 * name: importing this module there would give it a chunk of its own on every page).
 */
export const PROGRESS_WORK_EVENT = 'progress-work';

export function enhanceProgressBar(): void {
  const hand = (event: Event) => {
    const since = performance.now();
    void import('./progress-bar').then((bar) => bar.progressEvent(event, since));
  };
  for (const type of ['click', 'submit', PROGRESS_WORK_EVENT]) document.addEventListener(type, hand);
}
