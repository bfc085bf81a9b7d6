/*
 * Every call that changes the cart runs in one queue, one at a time (storefront.md §4), so a
 * double click can neither create two carts nor race two adds into two lines.
 */
let tail: Promise<unknown> = Promise.resolve();

/** Run `task` after every task queued before it (whatever their outcome). */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
