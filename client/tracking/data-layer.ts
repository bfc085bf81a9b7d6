/**
 * `window.dataLayer`, pushed to defensively: a third-party script may have replaced it with
 * something that is not an array (issue 10 "Bad input"). GTM's own replacement keeps `push`,
 * so anything with a `push` function is used; anything else is left alone (it is not ours to
 * overwrite) and our pushes are dropped with one warning, never an exception.
 */
type Pushable = { push(item: unknown): unknown };
let warned = false;

function layer(): Pushable | null {
  const host = globalThis as { dataLayer?: unknown };
  host.dataLayer ??= [];
  const current = host.dataLayer;
  if (typeof current === 'object' && current !== null && typeof (current as Partial<Pushable>).push === 'function') return current as Pushable;
  if (!warned) console.warn('window.dataLayer is not an array: tracking pushes are dropped');
  warned = true;
  return null;
}

export function pushToDataLayer(item: unknown): void {
  try {
    layer()?.push(item);
  } catch (error) {
    console.warn('window.dataLayer.push failed', error);
  }
}

/**
 * Google's `gtag()`: it pushes its `arguments` object (GTM reads commands such as
 * `consent` only in that form, never as an array).
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag's contract is the arguments object
  pushToDataLayer(arguments);
}
